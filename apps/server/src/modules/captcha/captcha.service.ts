import { createHmac } from 'node:crypto';
import type { CaptchaChallenge } from '@casino/contracts';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { addMinutes } from '../../lib/clock';
import { deleteExpiredCaptchaNonces, spendCaptchaNonce } from './captcha.repository';

const CHALLENGE_TTL_MINUTES = 10;
const ALGORITHM = 'PBKDF2/SHA-256';

export type CaptchaVerdict = 'ok' | 'missing' | 'invalid';

/** What the ALTCHA widget submits, base64-encoded JSON; checked before any of it reaches the library. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{1,128}$/),
      salt: z.string().max(256),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(256).optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

function decodePayload(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/**
 * Self-hosted proof-of-work captcha (ALTCHA): the browser spends a second or two of CPU, a bot farm pays that per
 * attempt, and no third party sees the visitor. Challenges are signed (stateless across processes); an accepted
 * solution's nonce is stored until the challenge expires, so one solution buys exactly one request.
 */
export function createCaptchaService({
  db,
  clock,
  secret,
  cost,
  maxCounter,
}: {
  db: Database;
  clock: Clock;
  secret: string;
  cost: number;
  maxCounter: number;
}) {
  const keySecret = createHmac('sha256', secret).update('altcha-key-signature').digest('hex');

  return {
    async challenge(): Promise<CaptchaChallenge> {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost,
        // Deterministic mode: the server knows the answer's counter, the client has to search up to it.
        counter: randomInt(maxCounter, Math.max(1, Math.floor(maxCounter / 2))),
        deriveKey,
        expiresAt: addMinutes(clock(), CHALLENGE_TTL_MINUTES),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
      return challenge as CaptchaChallenge;
    },

    async verify(payload: string | undefined): Promise<CaptchaVerdict> {
      if (!payload) return 'missing';
      const decoded = decodePayload(payload);
      if (!decoded) return 'invalid';
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => null);
      if (!result?.verified) return 'invalid';
      const expiresAt = addMinutes(clock(), CHALLENGE_TTL_MINUTES);
      const spent = await db.transaction((tx) => spendCaptchaNonce(tx, decoded.challenge.parameters.nonce, expiresAt));
      return spent ? 'ok' : 'invalid';
    },

    sweep: () => db.transaction((tx) => deleteExpiredCaptchaNonces(tx, clock())),
  };
}
