/**
 * A fresh idempotency key (a version 4 UUID). `crypto.randomUUID` exists only on secure origins; a site served over
 * plain http on a LAN must still be able to bet, and `getRandomValues` works everywhere.
 */
export function newIdempotencyKey(random: Crypto = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
