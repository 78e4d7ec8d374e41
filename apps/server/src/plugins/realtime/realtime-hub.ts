import type { RealtimeChannel, RealtimeConnection, RealtimeMessage } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { CreateBroker } from './broker';
import type { ClientSession, SessionLimits } from './client-session';
import { createClientSession } from './client-session';
import { realtimeUrl } from './connection-url';
import { createLocalFanout } from './local-fanout';
import { DISCONNECTS } from './protocol';
import { createRealtimeTokens } from './realtime-token';

export type RealtimeHub = {
  /**
   * Fan-out to every subscriber of `channel` on every server process. Resolves once the broker took the message.
   * Rejects only when `data` cannot be serialised (e.g. a bigint: convert amounts first); a broker outage is logged,
   * not thrown, because a publication is a notification sent after the database already decided, and a failed
   * notification must not turn a committed bet into an error response.
   */
  publish<Channel extends RealtimeChannel>(channel: Channel, data: RealtimeMessage<Channel>): Promise<void>;
  /**
   * Like `publish`, but rejects when the broker did not take the message: for a caller that retries until it does
   * (the outbox's realtime consumer).
   */
  deliver<Channel extends RealtimeChannel>(channel: Channel, data: RealtimeMessage<Channel>): Promise<void>;
  /** What GET /api/player/settings returns as `cent`; `userId` null issues a guest connection. */
  connectionFor(userId: string | null, baseUrl: string): Promise<RealtimeConnection>;
  close(): Promise<void>;
};

/** The hub plus what the WebSocket route and the shutdown hooks need, kept off the public decorator. */
export type RealtimeEndpoint = RealtimeHub & {
  accept(socket: WebSocket): void;
  /** Tells every client to reconnect elsewhere (3001 shutdown) before the HTTP server stops. */
  disconnectAll(): void;
};

type RealtimeHubDeps = {
  secret: string;
  path: string;
  publicUrl?: string;
  clock: () => number;
  createBroker: CreateBroker;
  limits: SessionLimits;
  logger: FastifyBaseLogger;
};

export function createRealtimeHub({
  secret,
  path,
  publicUrl,
  clock,
  createBroker,
  limits,
  logger,
}: RealtimeHubDeps): RealtimeEndpoint {
  const tokens = createRealtimeTokens({ secret, clock });
  const sessions = new Set<ClientSession>();
  const fanout = createLocalFanout({
    broker: () => broker,
    onError: (error, channel) => logger.warn({ err: error, channel }, 'realtime: broker unsubscribe failed'),
  });
  const broker = createBroker((channel, payload) => fanout.deliver(channel, payload));
  let closing: Promise<void> | null = null;

  async function deliver(channel: string, data: unknown): Promise<void> {
    // undefined has no JSON form; it would splice an invalid frame. A bigint throws a TypeError here.
    const payload = JSON.stringify(data ?? null);
    if (closing !== null) {
      logger.debug({ channel }, 'realtime: publish after close dropped');
      return;
    }
    await broker.publish(channel, payload);
  }

  function disconnectAll(): void {
    for (const session of sessions) session.disconnect(DISCONNECTS.shutdown);
  }

  return {
    async publish(channel: string, data: unknown) {
      try {
        await deliver(channel, data);
      } catch (error) {
        if (error instanceof TypeError) throw error;
        logger.error({ err: error, channel }, 'realtime: publish failed');
      }
    },

    deliver,

    async connectionFor(userId, baseUrl) {
      const user = userId ?? '';
      return { url: realtimeUrl(baseUrl, path, publicUrl), user, token: await tokens.issue(user) };
    },

    accept(socket) {
      if (closing !== null) {
        socket.close(DISCONNECTS.shutdown.code, DISCONNECTS.shutdown.reason);
        return;
      }
      const session = createClientSession({
        socket,
        tokens,
        fanout,
        limits,
        logger,
        onClosed: (closed) => sessions.delete(closed),
      });
      sessions.add(session);
    },

    disconnectAll,

    close() {
      closing ??= (async () => {
        disconnectAll();
        await broker.close();
      })();
      return closing;
    },
  };
}
