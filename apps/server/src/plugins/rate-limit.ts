import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { redisPrefix } from '../lib/redis-namespace';

/**
 * Per-address request limits for the routes that opt in (`config: { rateLimit }`): the auth endpoints, where a
 * script would guess passwords or mail-bomb an inbox. Counters live in Redis when REDIS_URL is set, so every
 * server process counts together; otherwise in this process's memory. Per-account limits are not here: they are
 * counted from the audit log (users/auth-throttle.ts), which every process shares through the database.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redisUrl: string | undefined,
  redisNamespace?: string,
): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    redis.on('error', (err: unknown) => app.log.warn({ err }, 'rate limit: redis error'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: redisPrefix(redisNamespace, 'casino-rate-limit:') }),
    // A Redis outage must not take sign-in down with it; the per-account throttle in the database still applies.
    skipOnError: true,
  });
}

/** Per-address limits of the auth endpoints (count, window). */
export const AUTH_RATE_LIMITS = {
  signIn: { max: 20, timeWindow: '1 minute' },
  registration: { max: 10, timeWindow: '10 minutes' },
  emailLinks: { max: 10, timeWindow: '15 minutes' },
  tokenUse: { max: 20, timeWindow: '15 minutes' },
  twoFactor: { max: 10, timeWindow: '1 minute' },
  // A signed-in player re-proving their password: as tight as the code checks (each guess also counts per account).
  passwordChange: { max: 10, timeWindow: '1 minute' },
  lookups: { max: 30, timeWindow: '1 minute' },
} as const;

/**
 * Per-address limit of each anonymous diagnostics call (client logs, timings, UTM): generous for a browser, which
 * sends a few per page view, and a wall for a script filling the database.
 */
export const DIAGNOSTICS_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
