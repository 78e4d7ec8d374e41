import type { AuthProviderName } from '@casino/contracts';

/** google_oauth2 is shown as Google (platform-core §3); brand names are not translated. */
export const AUTH_PROVIDER_LABELS: Readonly<Record<AuthProviderName, string>> = { google_oauth2: 'Google' };

/** Whether the site knows how to show this provider (a name from the server may be one this build lacks). */
export const isKnownAuthProvider = (name: string): name is AuthProviderName =>
  Object.hasOwn(AUTH_PROVIDER_LABELS, name);
