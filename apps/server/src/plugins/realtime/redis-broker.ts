import { Redis } from 'ioredis';
import type { Broker, BrokerListener } from './broker';

type RedisBrokerDeps = {
  url: string;
  listener: BrokerListener;
  onError: (error: Error) => void;
  /**
   * Starts every Redis pub/sub channel's name (`REALTIME_CHANNEL_PREFIX` under the site's `REDIS_NAMESPACE`), so
   * other users of the same Redis, another site included, neither see nor inject them.
   */
  prefix: string;
};

/** The Redis channels' names start with it (under the site's `REDIS_NAMESPACE`, if any). */
export const REALTIME_CHANNEL_PREFIX = 'casino:rt:';
// Shorter than the client's own 5 s command timeout: a subscribe that Redis cannot confirm fails with a temporary
// error the client retries with backoff, and a publish never holds the caller (often a money request) for long.
const COMMAND_TIMEOUT_MS = 3000;

/**
 * Fan-out across server processes over Redis pub/sub: one connection publishes, one (in subscriber mode, where it
 * can run nothing else) listens.
 *
 * Why SUBSCRIBE per channel instead of one PSUBSCRIBE `casino:rt:*`: most traffic is on user-limited channels
 * (`balance#42`, ...), and a player is connected to one process. With a pattern every process would receive and
 * drop every other process's balance updates, so Redis egress and per-process work would grow with the number of
 * processes; per channel, Redis sends a message only to the processes that have a reader for it. The price is one
 * SUBSCRIBE/UNSUBSCRIBE round trip when a channel gains its first or loses its last local reader, and ioredis
 * re-subscribes them all by itself after a reconnect.
 */
export function createRedisBroker({ url, listener, onError, prefix }: RedisBrokerDeps): Broker {
  const options = { commandTimeout: COMMAND_TIMEOUT_MS };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (redisChannel: string, payload: string) => {
    if (!redisChannel.startsWith(prefix)) return;
    listener(redisChannel.slice(prefix.length), payload);
  });

  return {
    async publish(channel, payload) {
      await publisher.publish(prefix + channel, payload);
    },
    async subscribe(channel) {
      await subscriber.subscribe(prefix + channel);
    },
    async unsubscribe(channel) {
      await subscriber.unsubscribe(prefix + channel);
    },
    async close() {
      // quit() waits for replies to commands already sent; disconnect() is the fallback when Redis is gone.
      const results = await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      if (results.some((result) => result.status === 'rejected')) {
        publisher.disconnect();
        subscriber.disconnect();
      }
    },
  };
}
