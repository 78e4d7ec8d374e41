import { createHmac } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (the alphabet authenticator apps use), spaces and padding ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

const STEP_SECONDS = 30;

/**
 * The 6-digit code an authenticator app shows: RFC 6238 TOTP, HMAC-SHA1, 30-second steps. `stepOffset: 1` is the
 * next step's code: the server accepts one step of clock drift, and each step only once, so a test that already
 * spent this step's code uses the next one instead of waiting up to 30 s. Written out here rather than imported
 * from the server, so the browser tests hold the server to the standard and not to its own arithmetic.
 */
export function totp(
  secret: string,
  { at = Date.now(), stepOffset = 0 }: { at?: number; stepOffset?: number } = {},
): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / STEP_SECONDS) + stepOffset));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  // RFC 4226 dynamic truncation: the last nibble picks four bytes, the top bit is dropped.
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}
