import { createHmac, timingSafeEqual } from 'node:crypto';

/** `X-REQUEST-SIGN`: the hex HMAC-SHA256 of the request's raw body with the integration's secret. */
export const signRequest = (secret: string, rawBody: string) =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

/**
 * True when `signature` is the body's signature. Compared in constant time over the decoded bytes, so the answer's
 * timing tells an attacker nothing about how much of a guess was right.
 */
export function isSignedBy(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
