import { twoFactorSetupSchema, twoFactorStatusSchema, type TwoFactorSetup } from '@casino/contracts';
import { http } from '../../../lib/http/api';

/** `POST /api/player/two_factor`: a new secret and its QR code, which the server shows this once only. */
export async function beginTwoFactor(): Promise<TwoFactorSetup> {
  const setup = await http.request('/api/player/two_factor', {
    method: 'POST',
    schema: twoFactorSetupSchema,
    logCode: 'TWO_FACTOR_SETUP_ERROR',
    retries: 0,
  });
  if (!setup) throw new Error('POST /api/player/two_factor answered without a secret');
  return setup;
}

/** `POST /api/player/two_factor/confirm`: turns two-factor on with a code from the app (422 INVALID_OTP if wrong). */
export async function confirmTwoFactor(code: string): Promise<void> {
  await http.request('/api/player/two_factor/confirm', {
    method: 'POST',
    body: { otp_attempt: code },
    schema: twoFactorStatusSchema,
    retries: 0,
  });
}

/** `POST /api/player/two_factor/disable`: turns two-factor off; a current code proves the app is at hand. */
export async function disableTwoFactor(code: string): Promise<void> {
  await http.request('/api/player/two_factor/disable', {
    method: 'POST',
    body: { otp_attempt: code },
    schema: twoFactorStatusSchema,
    retries: 0,
  });
}
