import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RawSocket, TestServer } from './realtime-test-kit';
import { createTestResources, nextEvent, parseFrame, publishRaw, withTimeout } from './realtime-test-kit';

const resources = createTestResources();
afterEach(() => resources.cleanUp());

function websocketUrl(server: TestServer): string {
  return server.baseUrl.replace(/^http/, 'ws') + '/connection/websocket';
}

/** A raw socket past the connect handshake, for frames the official client would never send. */
async function rawConnected(server: TestServer, userId: string | null): Promise<RawSocket> {
  const { token } = await server.app.realtime.connectionFor(userId, server.baseUrl);
  const raw = resources.rawSocket(websocketUrl(server));
  await raw.waitOpen();
  raw.socket.send(JSON.stringify({ id: 1, connect: { token } }));
  const [reply] = parseFrame(await raw.nextFrame());
  expect(reply).toMatchObject({ id: 1, connect: { pong: true } });
  return raw;
}

describe('subscribing with the centrifuge client', () => {
  it('delivers publications on a public channel to a guest', async () => {
    const server = await resources.startServer();
    const client = await resources.connectedClient(server, null);
    const subscription = client.newSubscription('public:wins');
    const subscribed = nextEvent(subscription, 'subscribed');
    subscription.subscribe();
    await subscribed;

    const publication = nextEvent(subscription, 'publication');
    const win = {
      user_name: 'lucky',
      game_identifier: 'studio/book-of-tests',
      game_title: 'Book of Tests',
      amount_cents: 12_500,
      currency: 'EUR',
      created_at: '2026-11-23T12:00:00.000Z',
    };
    await server.app.realtime.publish('public:wins', win);

    expect((await publication).data).toEqual(win);
  });

  it('lets a user read only their own user-limited channels, and guests none', async () => {
    const server = await resources.startServer();
    const player = await resources.connectedClient(server, '42');
    const own = player.newSubscription('balance#42');
    const ownSubscribed = nextEvent(own, 'subscribed');
    own.subscribe();
    await ownSubscribed;
    const balance = nextEvent(own, 'publication');
    const account = {
      currency: 'EUR',
      active: true,
      amount_cents: 100,
      available_to_cashout_cents: 100,
      available_to_bet_with_locked_cent: 100,
      hidden_at: null,
      deposit_available: true,
      selected_lottery_id: null,
      subunits_to_unit: 100,
      display_unit: 'unit' as const,
      sequence: 1,
    };
    await server.app.realtime.publish('balance#42', account);
    expect((await balance).data).toEqual(account);

    const someoneElses = player.newSubscription('balance#43');
    const refused = nextEvent(someoneElses, 'unsubscribed');
    someoneElses.subscribe();
    expect(await refused).toMatchObject({ code: 103, reason: 'permission denied' });

    const guest = await resources.connectedClient(server, null);
    const guestAttempt = guest.newSubscription('balance#42');
    const guestRefused = nextEvent(guestAttempt, 'unsubscribed');
    guestAttempt.subscribe();
    expect(await guestRefused).toMatchObject({ code: 103 });
  });

  it('refuses channels outside the public namespace that are not user-limited', async () => {
    const server = await resources.startServer();
    const client = await resources.connectedClient(server, '42');
    const subscription = client.newSubscription('admin:audit');
    const refused = nextEvent(subscription, 'unsubscribed');
    subscription.subscribe();
    expect(await refused).toMatchObject({ code: 103 });
  });

  it('refuses a publish from the client with permission denied', async () => {
    const server = await resources.startServer();
    const client = await resources.connectedClient(server, '42');
    await expect(client.publish('public:wins', { fake: true })).rejects.toMatchObject({ code: 103 });
    expect(client.state).toBe('connected');
  });
});

describe('connection tokens', () => {
  it('disconnects a client whose token was not signed with our secret, without retrying', async () => {
    const server = await resources.startServer();
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const client = resources.client(websocketUrl(server), forged);
    let connected = false;
    client.on('connected', () => {
      connected = true;
    });
    const disconnected = nextEvent(client, 'disconnected');
    client.connect();

    expect(await disconnected).toEqual({ code: 3500, reason: 'invalid token' });
    expect(connected).toBe(false);
    expect(client.state).toBe('disconnected');
  });

  it('answers an expired token with error 109 so the client can fetch a fresh one', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const server = await resources.startServer({ clock: () => now });
    const { url, token } = await server.app.realtime.connectionFor('42', server.baseUrl);
    now += 25 * 60 * 60 * 1000;

    const client = resources.client(url, token);
    const error = nextEvent(client, 'error');
    client.connect();

    expect(await error).toMatchObject({ type: 'connect', error: { code: 109, message: 'token expired' } });
    expect(client.state).not.toBe('connected');
  });

  it('hands out a guest connection for the origin the request came in on, or the public URL', async () => {
    const server = await resources.startServer();
    const guest = await server.app.realtime.connectionFor(null, 'https://casino.example');
    expect(guest).toMatchObject({ url: 'wss://casino.example/connection/websocket', user: '' });
    expect(guest.token.split('.')).toHaveLength(3);

    const behindCdn = await resources.startServer({ publicUrl: 'wss://rt.casino.example/connection/websocket' });
    const player = await behindCdn.app.realtime.connectionFor('42', 'http://10.0.0.5:3000');
    expect(player).toMatchObject({ url: 'wss://rt.casino.example/connection/websocket', user: '42' });
  });
});

describe('protocol robustness', () => {
  it('disconnects a malformed frame with bad request and keeps serving other clients', async () => {
    const server = await resources.startServer();
    const raw = resources.rawSocket(websocketUrl(server));
    await raw.waitOpen();
    raw.socket.send('{"id":1,"connect":');
    expect(await raw.waitClosed()).toEqual({ code: 3501, reason: 'bad request' });

    const client = await resources.connectedClient(server, null);
    const subscription = client.newSubscription('public:wins');
    const subscribed = nextEvent(subscription, 'subscribed');
    subscription.subscribe();
    await subscribed;
    const publication = nextEvent(subscription, 'publication');
    await publishRaw(server.app, 'public:wins', { still: 'up' });
    expect((await publication).data).toEqual({ still: 'up' });
  });

  it('disconnects a client that sends anything before connect', async () => {
    const server = await resources.startServer();
    const raw = resources.rawSocket(websocketUrl(server));
    await raw.waitOpen();
    raw.socket.send(JSON.stringify({ id: 1, subscribe: { channel: 'public:wins' } }));
    expect(await raw.waitClosed()).toMatchObject({ code: 3501 });
  });

  it('answers newline-batched commands in one frame, unknown methods with an error', async () => {
    const server = await resources.startServer();
    const raw = await rawConnected(server, '42');
    raw.socket.send(
      [
        { id: 2, subscribe: { channel: 'public:wins' } },
        { id: 3, teleport: { to: 'vault' } },
        { id: 4, history: { channel: 'public:wins' } },
        { id: 5, unsubscribe: { channel: 'public:wins' } },
      ]
        .map((command) => JSON.stringify(command))
        .join('\n'),
    );

    expect(parseFrame(await raw.nextFrame())).toEqual([
      { id: 2, subscribe: {} },
      { id: 3, error: { code: 104, message: 'method not found' } },
      { id: 4, error: { code: 108, message: 'not available' } },
      { id: 5, unsubscribe: {} },
    ]);
    raw.socket.send(JSON.stringify({ id: 6, ping: {} }));
    expect(parseFrame(await raw.nextFrame())).toEqual([{ id: 6, ping: {} }]);
  });

  it('caps subscriptions per connection', async () => {
    const server = await resources.startServer();
    const raw = await rawConnected(server, null);
    const commands = Array.from({ length: 129 }, (_, index) => ({
      id: index + 2,
      subscribe: { channel: `public:table-${index}` },
    }));
    raw.socket.send(commands.map((command) => JSON.stringify(command)).join('\n'));

    const replies = parseFrame(await raw.nextFrame());
    expect(replies).toHaveLength(129);
    expect(replies.slice(0, 128).every((reply) => 'subscribe' in reply)).toBe(true);
    expect(replies[128]).toEqual({ id: 130, error: { code: 106, message: 'limit exceeded' } });
  });

  it('closes a connection that sends a frame above the size limit', async () => {
    const server = await resources.startServer();
    const raw = await rawConnected(server, null);
    raw.socket.send(JSON.stringify({ id: 2, subscribe: { channel: 'public:wins', data: 'x'.repeat(70_000) } }));
    expect((await raw.waitClosed()).code).toBe(1009);
  });

  it('pings every interval and drops a client that stops answering with pong', async () => {
    const server = await resources.startServer({ pingIntervalMs: 100 });
    const raw = await rawConnected(server, null);

    expect(await raw.nextFrame()).toBe('{}');
    raw.socket.send('{}');
    expect(await raw.nextFrame()).toBe('{}');
    // No pong this time.
    expect(await raw.waitClosed()).toEqual({ code: 3012, reason: 'no pong' });
  });

  it('keeps the official client connected across server pings', async () => {
    const server = await resources.startServer({ pingIntervalMs: 100 });
    const client = await resources.connectedClient(server, null);
    let disconnects = 0;
    client.on('disconnected', () => {
      disconnects += 1;
    });
    client.on('connecting', () => {
      disconnects += 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(disconnects).toBe(0);
    expect(client.state).toBe('connected');
  });
});

describe('shutdown', () => {
  it('tells connected clients to reconnect elsewhere when the server closes', async () => {
    const server = await resources.startServer();
    const client = await resources.connectedClient(server, null);
    const reconnecting = nextEvent(client, 'connecting');
    await server.app.close();
    expect(await reconnecting).toEqual({ code: 3001, reason: 'shutdown' });
  });
});

describe('in-process broker (no redisUrl)', () => {
  it('does not share publications between two server processes', async () => {
    const publisherSide = await resources.startServer();
    const subscriberSide = await resources.startServer();
    const channel = `public:isolated-${randomUUID()}`;
    const client = await resources.connectedClient(subscriberSide, null);
    const subscription = client.newSubscription(channel);
    const subscribed = nextEvent(subscription, 'subscribed');
    subscription.subscribe();
    await subscribed;
    const received: unknown[] = [];
    subscription.on('publication', (context) => received.push(context.data));

    await publishRaw(publisherSide.app, channel, { from: 'other process' });
    // Publications on one socket arrive in order: once this one is here, the other would have been too.
    const local = nextEvent(subscription, 'publication');
    await publishRaw(subscriberSide.app, channel, { from: 'same process' });
    await withTimeout(local, 'the local publication');

    expect(received).toEqual([{ from: 'same process' }]);
  });
});

describe('who may open a connection', () => {
  /** The HTTP status a WebSocket handshake sent with `origin` ends in: 101 when it was accepted. */
  async function handshakeStatus(server: TestServer, origin: string | undefined): Promise<number> {
    const socket = new WebSocket(websocketUrl(server), origin ? { origin } : {});
    try {
      return await withTimeout(
        new Promise<number>((resolve) => {
          socket.once('open', () => resolve(101));
          socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
          socket.once('error', () => resolve(0));
        }),
        'handshake',
      );
    } finally {
      socket.terminate();
    }
  }

  it("accepts pages of the server's own and the site's public origin and clients without one, refuses others", async () => {
    const server = await resources.startServer({ siteUrl: 'https://casino.example/' });
    expect(await handshakeStatus(server, server.baseUrl)).toBe(101);
    expect(await handshakeStatus(server, 'https://casino.example')).toBe(101);
    expect(await handshakeStatus(server, undefined)).toBe(101);
    expect(await handshakeStatus(server, 'https://evil.example')).toBe(403);
    expect(await handshakeStatus(server, 'https://casino.example.evil.example')).toBe(403);
    expect(await handshakeStatus(server, 'null')).toBe(403);
  });
});
