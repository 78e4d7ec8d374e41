/**
 * Search-engine crawlers, link previewers and audit tools, by user agent. `bot` must end a word, so phone brands
 * such as Cubot do not count; headless browsers are not bots (the browser tests are real visitors).
 */
const BOT_USER_AGENT = /(bot|crawler|spider)\b|slurp|facebookexternalhit|mediapartners-google|lighthouse|prerender/i;

export function isBot(userAgent: string): boolean {
  return BOT_USER_AGENT.test(userAgent);
}

/** The current visitor; read once, the user agent does not change during a visit. */
export const visitorIsBot: boolean = typeof navigator !== 'undefined' && isBot(navigator.userAgent);
