/**
 * Accounts: registration, sign-in, password change and reset, e-mail confirmation links. Other modules use this entry
 * only.
 */
export type { AccountsDeps } from './accounts-deps';
export { accountsRoutes, passwordChangeRoutes } from './accounts.routes';
export { deleteStaleAuthTokens } from './auth-tokens.repository';
export { createConfirmationService } from './confirmation.service';
export { createPasswordService } from './password.service';
export { createRegistrationService } from './registration.service';
export { createSignInService } from './sign-in.service';
export { verifyPassword } from './passwords';
