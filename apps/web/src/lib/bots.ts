/**
 * Search-engine crawlers, link previewers and audit tools, by user agent: crawler names end in `bot` (Googlebot,
 * AhrefsBot), so a word ending in it counts. Headless browsers are not bots (the browser tests are real visitors).
 */
const BOT_USER_AGENT = /(bot|crawler|spider)\b|slurp|facebookexternalhit|mediapartners-google|lighthouse|prerender/i;

/**
 * Phone brands whose names end in `bot` (`CUBOT P40`, `CUBOT KING KONG 5 Pro`): real visitors, taken out before the
 * test. Removed rather than excluded with a lookbehind, which Safari before 16.4 cannot parse.
 */
const PHONE_BRANDS_ENDING_IN_BOT = /cubot/gi;

export function isBot(userAgent: string): boolean {
  return BOT_USER_AGENT.test(userAgent.replace(PHONE_BRANDS_ENDING_IN_BOT, ''));
}

/** The current visitor; read once, the user agent does not change during a visit. */
export const visitorIsBot: boolean = typeof navigator !== 'undefined' && isBot(navigator.userAgent);
