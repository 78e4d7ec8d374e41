import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: session cookies, e-mail link tokens, OAuth state. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a bearer token. A fast hash is enough: the token has 256 bits of entropy, so unlike
 * a password it cannot be guessed from its hash, and lookups stay one indexed equality.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time string comparison, so a secret cannot be guessed byte by byte from response timings. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
