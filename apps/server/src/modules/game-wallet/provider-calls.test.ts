import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FreespinsGift } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../../test/accounts-kit';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { TestClock } from '../../test/test-clock';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';
import { signRequest } from './request-signature';

const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const SECRET = 'provider-secret-for-tests-0123456789abcdef';

type Received = { path: string; body: Record<string, unknown>; signed: boolean };

/**
 * A game provider's own API as the casino calls it: records each call and whether it was signed with the shared
 * secret, and answers 503 while told to be down.
 */
async function providerApi() {
  const received: Received[] = [];
  const state = { down: false };
  const server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (state.down) {
        response.writeHead(503).end();
        return;
      }
      const signed = request.headers['x-request-sign'] === signRequest(SECRET, raw);
      received.push({ path: request.url ?? '', body: JSON.parse(raw) as Record<string, unknown>, signed });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api`, received, state, close: () => server.close() };
}

/**
 * Free spins issued to, and cancelled at, the third-party provider whose games they are for: queued with the change,
 * sent signed once it committed, retried while the provider is down, and never sent twice.
 */
describe.each(DATABASE_KINDS)('calls to a game provider on %s', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let api: Awaited<ReturnType<typeof providerApi>>;
  let slot: string;

  beforeAll(async () => {
    api = await providerApi();
    clock = testClock();
    t = await createTestApp(kind, { ADMIN_TOKEN }, { clock });
    slot = t.app.games.randomGame({ device: 'desktop', currency: 'EUR', category: 'pokies' }, 'MT').identifier;
    const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const integration = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/game-integrations/spins-provider',
      headers,
      payload: { secret: SECRET, providers: [slot.split('/')[0]], api_url: api.url },
    });
    expect(integration.statusCode, integration.body).toBe(201);
    const campaign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bonus_campaigns',
      headers,
      payload: {
        group_key: 'provider_spins',
        title: 'Provider spins',
        kind: 'coupon',
        freespins_count: 5,
        amount_cents: { EUR: 20 },
        games: [slot],
        wager_multiplier: 0,
        code: 'PROVIDER5',
      },
    });
    expect(campaign.statusCode, campaign.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    api.close();
  });

  async function activatedSpins(player: TestPlayer): Promise<FreespinsGift> {
    const headers = { cookie: player.cookie };
    await t.app.inject({ method: 'POST', url: '/api/bonuses/coupon', headers, payload: { coupon_code: 'PROVIDER5' } });
    const [gift] = (await t.app.inject({ url: '/api/player/freespins', headers })).json<FreespinsGift[]>();
    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/player/freespins/${gift!.id}/activation`,
      headers,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    await t.app.outbox.drain();
    return activated.json<FreespinsGift>();
  }

  const callsFor = (gift: FreespinsGift) => api.received.filter((call) => call.body.issue_id === String(gift.id));

  it('issues activated spins to the provider, signed, once, and cancels them there when the player does', async () => {
    const player = await registerPlayer(t.app);
    const gift = await activatedSpins(player);
    expect(await t.app.providerCalls.sendDue()).toBe(1);
    expect(callsFor(gift)).toEqual([
      {
        path: '/api/freespins/issue',
        signed: true,
        body: {
          issue_id: String(gift.id),
          user_id: String(player.id),
          currency: 'EUR',
          games: [slot],
          freespins_quantity: 5,
          bet: 20,
          valid_until: gift.valid_until,
        },
      },
    ]);
    // Sending again sends nothing: each call goes once.
    expect(await t.app.providerCalls.sendDue()).toBe(0);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/player/freespins/${gift.id}`,
      headers: { cookie: player.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.outbox.drain();
    await t.app.providerCalls.sendDue();
    expect(callsFor(gift).map((call) => call.path)).toEqual(['/api/freespins/issue', '/api/freespins/cancel']);
    expect(callsFor(gift)[1]).toMatchObject({ signed: true, body: { issue_id: String(gift.id) } });
  });

  it('keeps a call while the provider is down and sends it once it is back', async () => {
    const player = await registerPlayer(t.app);
    api.state.down = true;
    const gift = await activatedSpins(player);
    expect(await t.app.providerCalls.sendDue()).toBe(0);
    api.state.down = false;
    // Not before its retry time: 30 seconds after the failed attempt.
    expect(await t.app.providerCalls.sendDue()).toBe(0);
    clock.advance(30_000);
    expect(await t.app.providerCalls.sendDue()).toBe(1);
    expect(callsFor(gift).map((call) => call.path)).toEqual(['/api/freespins/issue']);
  });
});
