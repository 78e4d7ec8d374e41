import { z } from 'zod';

/**
 * `GET /api/captcha/challenge`: an ALTCHA proof-of-work challenge (v2 format) for the widget. The settings'
 * `captcha_key` is this URL; the widget's solved payload goes into the form's `captcha` field.
 */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';
