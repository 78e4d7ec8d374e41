import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox's webhook signature, built like the big providers': `Sandbox-Signature: t=<unix seconds>,v1=<hex>`,
 * where v1 is HMAC-SHA256 of `<t>.<raw body>` with the shared secret. The timestamp is signed too, so an old
 * webhook cannot be replayed with a fresh time; one outside the window is refused even when its signature is right.
 */
export const SIGNATURE_HEADER = 'sandbox-signature';
export const REPLAY_WINDOW_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();

export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body).toString('hex')}`;
}

export type SignatureVerdict = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'outside_window';

export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds: number,
): SignatureVerdict {
  if (!header) return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'malformed';
  // Compared in constant time: how many leading bytes match must not show in the response time.
  if (!timingSafeEqual(Buffer.from(signature, 'hex'), hmac(secret, timestamp, body))) return 'mismatch';
  if (Math.abs(nowSeconds - timestamp) > REPLAY_WINDOW_SECONDS) return 'outside_window';
  return 'valid';
}
