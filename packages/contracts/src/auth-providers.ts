import { z } from 'zod';

/** Social sign-in providers the server can speak OpenID Connect with. google_oauth2 is shown as "google". */
export const AUTH_PROVIDER_NAMES = ['google_oauth2'] as const;
export type AuthProviderName = (typeof AUTH_PROVIDER_NAMES)[number];

/** `GET /api/auth_providers`: each enabled provider and whether the signed-in player has linked it. */
export const linkedAuthProviderSchema = z.object({
  /** The link's id for `DELETE /api/auth_providers/{id}`; null when not connected. */
  id: z.number().int().nullable(),
  name: z.enum(AUTH_PROVIDER_NAMES),
  connected: z.boolean(),
  email: z.string().nullable(),
});
export type LinkedAuthProvider = z.infer<typeof linkedAuthProviderSchema>;

/**
 * Where the provider's callback sends the browser back: the site path from `redirect`, with `auth_error=<code>`
 * added when sign-in or linking failed (the codes of ERROR_CODES).
 */
export const authStartQuerySchema = z.object({
  /** A path on this site (`/profile/security`); anything else is ignored. */
  redirect: z.string().max(500).optional(),
});
