import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@casino/contracts';

export type LaunchParams = { readonly sessionToken: string | undefined; readonly locale: LocaleCode };

/** The game page's launch URL carries the session token and the player's language: `?session=…&locale=…`. */
export function readLaunchParams(search: string): LaunchParams {
  const params = new URLSearchParams(search);
  const sessionToken = params.get('session')?.trim() || undefined;
  const requested = params.get('locale') ?? '';
  return { sessionToken, locale: isLocaleCode(requested) ? requested : DEFAULT_LOCALE };
}
