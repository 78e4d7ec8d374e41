/** Two-factor authentication with time-based one-time codes. Other modules use this entry only. */
export { base32Decode, hotp, totpStep } from './totp';
export { deleteTotp, findTotp } from './two-factor.repository';
export { twoFactorRoutes } from './two-factor.routes';
export { createTwoFactorService, invalidOtp } from './two-factor.service';
export type { TwoFactorService } from './two-factor.service';
