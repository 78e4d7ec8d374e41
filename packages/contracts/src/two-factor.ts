import { z } from 'zod';
import { otpCodeSchema } from './accounts';

/**
 * `POST /api/player/two_factor`: a new secret for the player's authenticator app. It is shown in this response
 * only; the server keeps it encrypted and never returns it again. Two-factor is on after `confirm`.
 */
export const twoFactorSetupSchema = z.object({
  /** Base32 (RFC 4648), for typing into an app by hand. */
  secret: z.string(),
  /** `otpauth://totp/...` URI the QR code encodes. */
  otpauth_url: z.string(),
  /** The QR code as an SVG data URL. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** `POST /api/player/two_factor/confirm` and `/disable`: a current code from the app. */
export const twoFactorCodeRequestSchema = z.object({ otp_attempt: otpCodeSchema }).strict();

export const twoFactorStatusSchema = z.object({ two_factor_enabled: z.boolean() });
