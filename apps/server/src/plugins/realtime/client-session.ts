import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { canSubscribe } from './channel-access';
import type { FanoutMember, LocalFanout } from './local-fanout';
import type { Command, Disconnect, ProtocolError } from './protocol';
import { decodeCommands, DISCONNECTS, encodeError, encodeResult, PING_FRAME, PROTOCOL_ERRORS } from './protocol';
import type { RealtimeTokens } from './realtime-token';

export type SessionLimits = {
  pingIntervalMs: number;
  /** Until a connect command succeeds; Centrifugo's `client_stale_close_delay`. */
  connectTimeoutMs: number;
  maxFrameBytes: number;
  maxSubscriptions: number;
  /** Bytes queued for a client that does not read before we drop it instead of buffering without bound. */
  maxBufferedBytes: number;
  /** Frames waiting to be handled, so a client cannot queue unbounded work behind a slow subscribe. */
  maxQueuedFrames: number;
};

export type ClientSession = FanoutMember & {
  disconnect(reason: Disconnect): void;
};

type ClientSessionDeps = {
  socket: WebSocket;
  tokens: RealtimeTokens;
  fanout: LocalFanout;
  limits: SessionLimits;
  logger: FastifyBaseLogger;
  onClosed: (session: ClientSession) => void;
};

const SERVER_VERSION = 'casino-realtime 1';
const MAX_CHANNEL_LENGTH = 255;

/** Replies of one frame go back in one frame; subscriptions go live only once their reply is written. */
type FrameOutput = { replies: string[]; activated: string[] };

function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function frameBytes(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((total, chunk) => total + chunk.byteLength, 0);
  return data.byteLength;
}

/** One WebSocket speaking the Centrifugo client protocol: connect, then subscribe/unsubscribe, pings both ways. */
export function createClientSession({
  socket,
  tokens,
  fanout,
  limits,
  logger,
  onClosed,
}: ClientSessionDeps): ClientSession {
  // null until the connect command succeeds; '' for a guest.
  let userId: string | null = null;
  // 'subscribing' while the broker confirms the channel: publications are not sent before the subscribe reply, or
  // the client would drop them as belonging to no subscription.
  const channels = new Map<string, 'subscribing' | 'subscribed'>();
  let closed = false;
  let awaitingPong = false;
  let queue = Promise.resolve();
  let queuedFrames = 0;
  let pingTimer: NodeJS.Timeout | undefined;
  const staleTimer = setTimeout(() => session.disconnect(DISCONNECTS.stale), limits.connectTimeoutMs);

  function cleanUp(): void {
    if (closed) return;
    closed = true;
    clearTimeout(staleTimer);
    clearInterval(pingTimer);
    for (const channel of channels.keys()) fanout.leave(channel, session);
    channels.clear();
    onClosed(session);
  }

  function send(frame: string): void {
    if (closed || socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      session.disconnect(DISCONNECTS.slow);
      return;
    }
    socket.send(frame);
  }

  function startPinging(): void {
    // A pong must arrive before the next ping, which also keeps proxies from closing an idle socket.
    pingTimer = setInterval(() => {
      if (awaitingPong) {
        session.disconnect(DISCONNECTS.noPong);
        return;
      }
      awaitingPong = true;
      send(PING_FRAME);
    }, limits.pingIntervalMs);
  }

  async function handleConnect(command: Command, output: FrameOutput): Promise<void> {
    const token = typeof command.params.token === 'string' ? command.params.token : '';
    const verdict = await tokens.verify(token);
    if (closed) return;
    if (!verdict.ok) {
      // Expired is a reply, not a disconnect: the client fetches a fresh token (getToken) and connects again.
      if (verdict.reason === 'expired') output.replies.push(encodeError(command.id, PROTOCOL_ERRORS.tokenExpired));
      else session.disconnect(DISCONNECTS.invalidToken);
      return;
    }
    userId = verdict.userId;
    clearTimeout(staleTimer);
    startPinging();
    output.replies.push(
      encodeResult(command.id, 'connect', {
        client: randomUUID(),
        version: SERVER_VERSION,
        // The client waits `ping` seconds plus its own grace period for any frame before it reconnects.
        ping: Math.max(1, Math.ceil(limits.pingIntervalMs / 1000)),
        pong: true,
      }),
    );
  }

  function subscribeRefusal(channel: unknown, params: Record<string, unknown>, user: string): ProtocolError | null {
    if (typeof channel !== 'string' || channel === '' || channel.length > MAX_CHANNEL_LENGTH) {
      return PROTOCOL_ERRORS.badRequest;
    }
    // Map and shared-poll subscriptions (`type` > 0) need stream state this server does not keep.
    if (params.type !== undefined && params.type !== 0) return PROTOCOL_ERRORS.notAvailable;
    if (!canSubscribe(channel, user)) return PROTOCOL_ERRORS.permissionDenied;
    if (channels.has(channel)) return PROTOCOL_ERRORS.alreadySubscribed;
    if (channels.size >= limits.maxSubscriptions) return PROTOCOL_ERRORS.limitExceeded;
    return null;
  }

  async function handleSubscribe(command: Command, user: string, output: FrameOutput): Promise<void> {
    const channel = command.params.channel;
    const refusal = subscribeRefusal(channel, command.params, user);
    if (refusal !== null || typeof channel !== 'string') {
      output.replies.push(encodeError(command.id, refusal ?? PROTOCOL_ERRORS.badRequest));
      return;
    }
    channels.set(channel, 'subscribing');
    try {
      await fanout.join(channel, session);
    } catch (error) {
      logger.warn({ err: error, channel }, 'realtime: broker subscribe failed');
      channels.delete(channel);
      fanout.leave(channel, session);
      output.replies.push(encodeError(command.id, PROTOCOL_ERRORS.internal));
      return;
    }
    if (closed) return;
    output.replies.push(encodeResult(command.id, 'subscribe', {}));
    output.activated.push(channel);
  }

  function handleUnsubscribe(command: Command, output: FrameOutput): void {
    const channel = command.params.channel;
    if (typeof channel !== 'string') {
      output.replies.push(encodeError(command.id, PROTOCOL_ERRORS.badRequest));
      return;
    }
    if (channels.delete(channel)) fanout.leave(channel, session);
    output.replies.push(encodeResult(command.id, 'unsubscribe', {}));
  }

  async function handleCommand(command: Command, output: FrameOutput): Promise<void> {
    // Only pongs and fire-and-forget `send` go without an id; anything else cannot be answered.
    if (command.id === 0 && command.method !== 'pong' && command.method !== 'send') {
      session.disconnect(DISCONNECTS.badRequest);
      return;
    }
    if (userId === null) {
      if (command.method === 'connect') await handleConnect(command, output);
      else session.disconnect(DISCONNECTS.badRequest);
      return;
    }
    switch (command.method) {
      case 'connect':
        session.disconnect(DISCONNECTS.badRequest);
        return;
      case 'pong':
        awaitingPong = false;
        return;
      case 'subscribe':
        await handleSubscribe(command, userId, output);
        return;
      case 'unsubscribe':
        handleUnsubscribe(command, output);
        return;
      case 'publish':
        // Players never publish: every message on a channel comes from the server, after it checked the facts.
        output.replies.push(encodeError(command.id, PROTOCOL_ERRORS.permissionDenied));
        return;
      case 'ping':
        output.replies.push(encodeResult(command.id, 'ping', {}));
        return;
      case 'send':
        // Asynchronous client-to-server messages have no handler here and expect no reply.
        return;
      case 'presence':
      case 'presence_stats':
      case 'history':
      case 'rpc':
      case 'refresh':
      case 'sub_refresh':
        output.replies.push(encodeError(command.id, PROTOCOL_ERRORS.notAvailable));
        return;
      case 'unknown':
        output.replies.push(encodeError(command.id, PROTOCOL_ERRORS.methodNotFound));
        return;
    }
  }

  async function handleFrame(frame: string): Promise<void> {
    const commands = decodeCommands(frame);
    if (commands === null) {
      session.disconnect(DISCONNECTS.badRequest);
      return;
    }
    const output: FrameOutput = { replies: [], activated: [] };
    for (const command of commands) {
      if (closed) return;
      await handleCommand(command, output);
    }
    if (output.replies.length > 0) send(output.replies.join('\n'));
    for (const channel of output.activated) {
      // Unsubscribed again later in the same frame, or the socket closed meanwhile: nothing to activate.
      if (channels.get(channel) === 'subscribing') channels.set(channel, 'subscribed');
    }
  }

  function onMessage(data: RawData): void {
    if (closed) return;
    // ws enforces maxPayload when we registered @fastify/websocket; this covers an app that registered it itself.
    if (frameBytes(data) > limits.maxFrameBytes) {
      session.disconnect(DISCONNECTS.messageTooBig);
      return;
    }
    if (queuedFrames >= limits.maxQueuedFrames) {
      session.disconnect(DISCONNECTS.tooManyRequests);
      return;
    }
    queuedFrames += 1;
    // Frames are handled one after another, so a subscribe sent right behind connect sees the connection
    // authenticated, and replies keep the order of the commands.
    queue = queue
      .then(() => handleFrame(frameText(data)))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'realtime: command handling failed');
        session.disconnect(DISCONNECTS.internal);
      })
      .finally(() => {
        queuedFrames -= 1;
      });
  }

  const session: ClientSession = {
    deliver(channel, frame) {
      if (channels.get(channel) === 'subscribed') send(frame);
    },
    disconnect(reason) {
      if (closed) return;
      cleanUp();
      socket.close(reason.code, reason.reason);
    },
  };

  socket.on('message', onMessage);
  socket.on('close', cleanUp);
  return session;
}
