import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * Argon2id at OWASP's minimum for it: 19 MiB of memory, 2 passes, 1 lane. About 50 ms per hash on one core, which
 * is what makes a stolen hash expensive to guess and why sign-in is rate limited before it gets here.
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Letters may arrive composed ("é") or decomposed ("e" + accent) depending on keyboard and OS; NFC makes both the
 * same password.
 */
const normalize = (password: string) => password.normalize('NFC');

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(normalize(password), ARGON2_OPTIONS);
}

/** A real hash of a random password, checked when an address has no account so that both cases take as long. */
const decoyHash = hashPassword(`decoy-${randomBytes(16).toString('hex')}`);

/**
 * True when `password` matches `hash`. With no hash (unknown address, or a social-only account) it still spends
 * one verification on the decoy, so response time does not tell whether an address is registered.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await decoyHash, normalize(password)).catch(() => false);
    return false;
  }
  return argon2.verify(hash, normalize(password)).catch(() => false);
}
