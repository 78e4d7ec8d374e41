import { AUTH_PROVIDER_NAMES, type AuthProviderName } from '@casino/contracts';

/** google_oauth2 is shown as Google (platform-core §3); brand names are not translated. */
export const AUTH_PROVIDER_LABELS: Readonly<Record<AuthProviderName, string>> = { google_oauth2: 'Google' };

/** Whether this build knows the provider (a name from the server may be one it lacks). */
export const isKnownAuthProvider = (name: string): name is AuthProviderName =>
  (AUTH_PROVIDER_NAMES as readonly string[]).includes(name);
