// Shared by the realtime tests: real Fastify instances on ephemeral ports, the official centrifuge client, and a raw
// `ws` socket for frames the official client would never send.
import { Centrifuge } from 'centrifuge';
import type { EventMap, TypedEventEmitter } from 'centrifuge';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { RealtimePluginOptions } from './realtime.plugin';
import { realtimePlugin } from './realtime.plugin';

export const TEST_SECRET = 'realtime-test-secret-0123456789abcdef';
const WAIT_MS = 3000;

export type TestServer = { app: FastifyInstance; baseUrl: string };

/** Everything a test opened, closed afterwards whatever the outcome. */
export function createTestResources() {
  const servers: FastifyInstance[] = [];
  const clients: Centrifuge[] = [];
  const sockets: WebSocket[] = [];

  function client(url: string, token: string): Centrifuge {
    const created = new Centrifuge(url, { websocket: WebSocket, token, timeout: WAIT_MS });
    clients.push(created);
    return created;
  }

  return {
    client,

    async startServer(options: Partial<RealtimePluginOptions> = {}): Promise<TestServer> {
      const app = Fastify({ logger: false });
      servers.push(app);
      await app.register(realtimePlugin, { secret: TEST_SECRET, ...options });
      const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      return { app, baseUrl };
    },

    /** A centrifuge client holding a connection from `connectionFor`, as the web app gets it from player settings. */
    async connectedClient(server: TestServer, userId: string | null): Promise<Centrifuge> {
      const { url, token } = await server.app.realtime.connectionFor(userId, server.baseUrl);
      const connecting = client(url, token);
      const connected = nextEvent(connecting, 'connected');
      connecting.connect();
      await connected;
      return connecting;
    },

    rawSocket(url: string): RawSocket {
      const socket = openRawSocket(url);
      sockets.push(socket.socket);
      return socket;
    },

    async cleanUp(): Promise<void> {
      for (const client of clients.splice(0)) client.disconnect();
      for (const socket of sockets.splice(0)) socket.terminate();
      await Promise.all(servers.splice(0).map((app) => app.close()));
    },
  };
}

export function withTimeout<T>(promise: Promise<T>, label: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${label}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function nextEvent<Events extends EventMap, E extends keyof Events & string>(
  emitter: TypedEventEmitter<Events>,
  event: E,
): Promise<Parameters<Events[E]>[0]> {
  const received = new Promise<Parameters<Events[E]>[0]>((resolve) => {
    const listener = ((context: Parameters<Events[E]>[0]) => resolve(context)) as Events[E];
    emitter.once(event, listener);
  });
  return withTimeout(received, `event "${event}"`);
}

export type RawSocket = {
  socket: WebSocket;
  waitOpen(): Promise<void>;
  /** Resolves with the next text frame, in arrival order. */
  nextFrame(): Promise<string>;
  waitClosed(): Promise<{ code: number; reason: string }>;
};

function openRawSocket(url: string): RawSocket {
  const socket = new WebSocket(url);
  const frames: string[] = [];
  const waiting: ((frame: string) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const frame = data.toString('utf8');
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  socket.on('error', () => {
    // The close event carries what the tests assert on.
  });
  const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
  );

  return {
    socket,
    waitOpen: () => withTimeout(opened, 'socket open'),
    waitClosed: () => withTimeout(closed, 'socket close'),
    nextFrame() {
      const frame = frames.shift();
      if (frame !== undefined) return Promise.resolve(frame);
      return withTimeout(new Promise<string>((resolve) => waiting.push(resolve)), 'a frame');
    },
  };
}

export function parseFrame(frame: string): Record<string, unknown>[] {
  return frame.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Publishes on any channel with any data. Transport tests use channels of their own (a random name keeps parallel
 * runs apart) that no message schema covers; application code goes through the typed `publish`.
 */
export function publishRaw(app: FastifyInstance, channel: string, data: unknown): Promise<void> {
  return (app.realtime.publish as (channel: string, data: unknown) => Promise<void>)(channel, data);
}
