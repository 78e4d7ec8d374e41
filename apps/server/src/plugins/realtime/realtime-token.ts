import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenVerdict = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' };

export type RealtimeTokens = {
  /** `userId` '' issues a guest token. */
  issue(userId: string): Promise<string>;
  verify(token: string): Promise<TokenVerdict>;
};

type RealtimeTokenDeps = {
  secret: string;
  /** Epoch milliseconds. */
  clock: () => number;
  ttlSeconds?: number;
};

const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
// Guest tokens are handed to anyone who asks, so the secret can be attacked offline from one of them: a short
// HMAC key would let an attacker mint a token for any user id and read that user's private channels.
const MIN_SECRET_BYTES = 32;

// The claims are Centrifugo's (`sub` = user, '' for anonymous; `exp`), so a Centrifugo cluster configured with the
// same HMAC secret accepts these tokens unchanged.
export function createRealtimeTokens({
  secret,
  clock,
  ttlSeconds = DEFAULT_TTL_SECONDS,
}: RealtimeTokenDeps): RealtimeTokens {
  const key = new TextEncoder().encode(secret);
  if (key.byteLength < MIN_SECRET_BYTES) {
    throw new Error(`realtime: the token secret must be at least ${MIN_SECRET_BYTES} bytes long`);
  }
  const nowSeconds = (): number => Math.floor(clock() / 1000);

  return {
    async issue(userId) {
      const issuedAt = nowSeconds();
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          // Pinning the algorithm stops a token from choosing how it is checked (e.g. `alg: none`).
          algorithms: ['HS256'],
          currentDate: new Date(clock()),
          // A token without `exp` would never expire; we never issue one, so it was not minted here.
          requiredClaims: ['exp'],
        });
        if (typeof payload.sub !== 'string') return { ok: false, reason: 'invalid' };
        return { ok: true, userId: payload.sub };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
        return { ok: false, reason: 'invalid' };
      }
    },
  };
}
