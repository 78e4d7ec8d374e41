import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { redisPrefix } from '../../lib/redis-namespace';
import { isAllowedOrigin } from './allowed-origin';
import type { CreateBroker } from './broker';
import type { SessionLimits } from './client-session';
import { createInProcessBroker } from './in-process-broker';
import type { RealtimeHub } from './realtime-hub';
import { createRealtimeHub } from './realtime-hub';
import { createRedisBroker, REALTIME_CHANNEL_PREFIX } from './redis-broker';

export type { RealtimeHub } from './realtime-hub';

export type RealtimePluginOptions = {
  /** HMAC secret for connection tokens (at least 32 bytes); share it with Centrifugo if you run one. */
  secret: string;
  /** Route of the WebSocket endpoint. */
  path?: string;
  /** Without it publications stay inside this process: set it whenever more than one process serves clients. */
  redisUrl?: string;
  /** This site's channels apart from another site's on the same Redis (REDIS_NAMESPACE, `redisPrefix`). */
  redisNamespace?: string;
  /** Full WebSocket URL handed to clients, when it is not this server's origin + `path`. */
  publicUrl?: string;
  /** The site's public base URL (PUBLIC_URL): pages from its origin may connect, besides the server's own origin. */
  siteUrl?: string;
  pingIntervalMs?: number;
  /** Epoch milliseconds; decides token issue and expiry times. */
  clock?: () => number;
};

declare module 'fastify' {
  // Module augmentation only works on an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

export const DEFAULT_REALTIME_PATH = '/connection/websocket';

// Centrifugo's defaults, which the client is tuned for.
const DEFAULT_LIMITS: SessionLimits = {
  pingIntervalMs: 25_000,
  connectTimeoutMs: 10_000,
  maxFrameBytes: 65_536,
  maxSubscriptions: 128,
  maxBufferedBytes: 1_048_576,
  maxQueuedFrames: 64,
};

const registerRealtime: FastifyPluginAsync<RealtimePluginOptions> = async (fastify, options) => {
  const path = options.path ?? DEFAULT_REALTIME_PATH;
  const logger = fastify.log.child({ plugin: 'realtime' });
  const { redisUrl } = options;
  const createBroker: CreateBroker =
    redisUrl === undefined || redisUrl === ''
      ? createInProcessBroker
      : (listener) =>
          createRedisBroker({
            url: redisUrl,
            listener,
            onError: (error) => logger.warn({ err: error }, 'realtime: redis error'),
            prefix: redisPrefix(options.redisNamespace, REALTIME_CHANNEL_PREFIX),
          });

  const hub = createRealtimeHub({
    secret: options.secret,
    path,
    publicUrl: options.publicUrl,
    clock: options.clock ?? Date.now,
    createBroker,
    limits: { ...DEFAULT_LIMITS, pingIntervalMs: options.pingIntervalMs ?? DEFAULT_LIMITS.pingIntervalMs },
    logger,
  });

  const publicHub: RealtimeHub = {
    publish: (channel, data) => hub.publish(channel, data),
    deliver: (channel, data) => hub.deliver(channel, data),
    connectionFor: (userId, baseUrl) => hub.connectionFor(userId, baseUrl),
    close: () => hub.close(),
  };
  fastify.decorate('realtime', publicHub);

  // Added before @fastify/websocket's own preClose (which closes every socket without a code), so our clients are
  // told "shutdown" and reconnect to another process right away.
  fastify.addHook('preClose', async () => hub.disconnectAll());
  fastify.addHook('onClose', async () => hub.close());

  if (!fastify.hasDecorator('websocketServer')) {
    await fastify.register(websocket, { options: { maxPayload: DEFAULT_LIMITS.maxFrameBytes } });
  }
  const siteOrigin = options.siteUrl ? new URL(options.siteUrl).origin : undefined;
  fastify.route({
    method: 'GET',
    url: path,
    schema: { hide: true },
    // Browsers let any page open a WebSocket to any host and send the player's cookies along; only the Origin header
    // tells our pages from another site's, so an upgrade from a foreign page is refused before it is accepted.
    onRequest: async (request) => {
      if (request.ws && !isAllowedOrigin(request, siteOrigin)) {
        throw new AppError('CROSS_SITE_REQUEST', 'Connections from other sites are not accepted');
      }
    },
    handler: async () => {
      throw new AppError('UPGRADE_REQUIRED', 'This address speaks WebSocket only');
    },
    wsHandler: (socket) => hub.accept(socket),
  });
};

/**
 * Register on the root instance, after @fastify/websocket if the app registers that itself. skip-override is what
 * fastify-plugin sets: it keeps the `realtime` decorator and the route out of a child context, so every module
 * sees `app.realtime`.
 */
export const realtimePlugin = Object.assign(registerRealtime, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'realtime',
});
