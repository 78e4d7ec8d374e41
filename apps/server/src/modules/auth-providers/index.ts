/**
 * Social sign-in through OpenID Connect providers, and the identities linked to an account. Other modules use this
 * entry only.
 */
export { authProvidersRoutes } from './auth-providers.routes';
export { createAuthProvidersService } from './auth-providers.service';
export { createLinkedProvidersService } from './linked-providers.service';
export { createOidcClient } from './oidc-client';
export type { OidcClient } from './oidc-client';
export { revokeUnprovedAccess } from './unproved-access';
