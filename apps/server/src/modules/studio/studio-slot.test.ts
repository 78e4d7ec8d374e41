import { randomUUID } from 'node:crypto';
import type { Game, StudioRound, StudioSession } from '@casino/contracts';
import { DEMO_BALANCE_MINOR_UNITS } from '@casino/contracts';
import type { SlotDefinition } from '@casino/game-engine';
import {
  catalogueSlotDefinition,
  CATALOGUE_SLOT_FACTS,
  fairRandomness,
  parseFraction,
  spinSlot,
} from '@casino/game-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { percentText } from './studio-catalogue';
import {
  act,
  ADMIN_TOKEN,
  credit,
  frame,
  identifierOfSlug,
  launched,
  openRound,
  sessionOf,
} from '../../test/studio-kit';

/** The catalogue's pokie whose free spins trigger most often (1 paid spin in 35), so a test meets them quickly. */
const MATHS = 'plucky-bunny-fair';

type SpinView = {
  kind: 'paid' | 'free';
  stake: number;
  stops: number[];
  grid: string[][];
  wins: { symbol: string; amount: number }[];
  win: number;
  free_spins_awarded: number;
};
type SlotView = {
  version: number;
  coin_value: number;
  bet: number;
  spins: SpinView[];
  free_spins_left: number;
  free_spins_played: number;
  round_win: number;
};
const viewOf = (round: StudioRound) => round.view as SlotView;

async function pokie(t: TestApp, maths: string): Promise<Game> {
  const response = await t.app.inject({ url: `/api/games/${await identifierOf(t, maths)}` });
  return response.json<Game>();
}

const identifierOf = (t: TestApp, maths: string) => identifierOfSlug(t.database.db, maths);

/** Spins until a round triggers free spins (about 1 in 35 paid spins), returning it open. */
async function spinUntilFreeSpins(t: TestApp, token: string, stake: number, coinValue: number) {
  for (let spins = 0; spins < 400; spins += 1) {
    const round = await openRound(t.app, token, stake, { coin_value: coinValue });
    if (round.status === 'open') return round;
  }
  throw new Error('no free spins in 400 paid spins');
}

const operator = (t: TestApp, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, payload });

describe.each(DATABASE_KINDS)('slots through the studio on %s', (kind) => {
  let t: TestApp;
  let identifier: string;
  const definition = catalogueSlotDefinition(MATHS)!;
  const coinValue = 1;
  const stake = definition.coinsPerBet * coinValue;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN, COUNTRY_HEADER: 'cf-ipcountry' });
    identifier = await identifierOf(t, MATHS);
  });
  afterAll(async () => t.close());

  it('shows the exact RTP of the title’s maths on the game object and the session, with its bet levels', async () => {
    const exactPayout = percentText(parseFraction(CATALOGUE_SLOT_FACTS[MATHS]!.rtp));
    expect((await pokie(t, MATHS)).payout).toBe(exactPayout);
    const { session_id: token } = await launched(t.app, identifier, { mode: 'demo' });
    const session = await sessionOf(t.app, token);
    expect(session.game).toMatchObject({ family: 'slot', params: { maths: MATHS, version: 1 }, payout: exactPayout });
    expect(session.slot).toMatchObject({ version: 1, coin_values: definition.coinValues.EUR });
    expect((session.slot!.definition as SlotDefinition).reels).toEqual(definition.reels);
    expect(session.licence).toEqual({ autoplay: true, turbo: true, slam_stop: true, min_spin_ms: 0 });
  });

  it('spins for fun: each round replays from its seeds, and the play money moves by the stake and the win', async () => {
    const { session_id: token } = await launched(t.app, identifier, { mode: 'demo' });
    const rounds: StudioRound[] = [];
    let balance = DEMO_BALANCE_MINOR_UNITS;
    for (let spin = 0; spin < 6; spin += 1) {
      let round = await openRound(t.app, token, stake, { coin_value: coinValue });
      while (round.status === 'open') round = await act(t.app, token, round.id, 'spin');
      balance += round.win - stake;
      expect(round.balance).toBe(balance);
      expect(round.win).toBe(viewOf(round).spins.reduce((total, one) => total + one.win, 0));
      rounds.push(round);
    }
    const rotated = await frame(t.app, token, 'POST', '/api/studio/seeds/rotate');
    const serverSeed = rotated.json<{ revealed: { server_seed: string } }>().revealed.server_seed;
    for (const round of rounds) {
      const randomness = fairRandomness({ serverSeed, clientSeed: round.client_seed, nonce: round.nonce });
      const paid = spinSlot(definition, { currency: 'EUR', coinValue }, randomness);
      expect(viewOf(round).spins[0]).toMatchObject({ kind: 'paid', stops: paid.stops, grid: paid.grid, win: paid.win });
    }
  });

  it('plays free spins one step at a time, resumes them after a reload, and pays the round once at its end', async () => {
    const { session_id: token } = await launched(t.app, identifier, { mode: 'demo' });
    const open = await spinUntilFreeSpins(t, token, stake, coinValue);
    expect(open.actions).toEqual(['spin']);
    const awarded = viewOf(open).spins[0]!.free_spins_awarded;
    expect(viewOf(open).free_spins_left).toBe(awarded);
    // A reload: the session offers the open round, and no new paid spin may start beside it.
    expect((await sessionOf(t.app, token)).open_round?.id).toBe(open.id);
    const beside = await frame(t.app, token, 'POST', '/api/studio/rounds', { stake, choice: { coin_value: 1 } });
    expect(beside.json()).toMatchObject({ error: { code: 'ROUND_IN_PROGRESS' } });

    let round = open;
    while (round.status === 'open') {
      round = await act(t.app, token, round.id, 'spin');
      expect(viewOf(round).spins.at(-1)!.kind).toBe('free');
    }
    const view = viewOf(round);
    expect(view.free_spins_played).toBeGreaterThanOrEqual(awarded);
    expect(view.free_spins_left).toBe(0);
    expect(round.win).toBe(view.round_win);
    expect(round.balance).toBe(open.balance + round.win);
    const after = await frame(t.app, token, 'POST', `/api/studio/rounds/${round.id}/actions`, { action: 'spin' });
    expect(after.statusCode).toBe(409);
  });

  it('refuses a stake that is not the bet of a coin value, and a coin value the game does not offer', async () => {
    const { session_id: token } = await launched(t.app, identifier, { mode: 'demo' });
    const wrongStake = await frame(t.app, token, 'POST', '/api/studio/rounds', {
      stake: stake + 1,
      choice: { coin_value: coinValue },
    });
    expect(wrongStake.statusCode).toBe(422);
    expect(wrongStake.json()).toMatchObject({ errors: { stake: ['validation.invalid'] } });
    const wrongCoin = await frame(t.app, token, 'POST', '/api/studio/rounds', {
      stake: definition.coinsPerBet * 3,
      choice: { coin_value: 3 },
    });
    expect(wrongCoin.json()).toMatchObject({ errors: { 'choice.coin_value': ['validation.invalid'] } });
    const noCoin = await frame(t.app, token, 'POST', '/api/studio/rounds', { stake, choice: {} });
    expect(noCoin.statusCode).toBe(422);
  });

  it('spins for real money: the wallet pays each round once, and a retried spin stakes once', async () => {
    const player = await registerPlayer(t.app);
    await credit(t.app, player.id, 100_000);
    const { session_id: token } = await launched(t.app, identifier, { mode: 'real' }, player.cookie);
    let expected = 100_000;
    for (let spin = 0; spin < 5; spin += 1) {
      const key = { 'idempotency-key': randomUUID() };
      const body = { stake, choice: { coin_value: coinValue } };
      const first = await frame(t.app, token, 'POST', '/api/studio/rounds', body, key);
      const retry = await frame(t.app, token, 'POST', '/api/studio/rounds', body, key);
      expect(retry.json<StudioRound>().id).toBe(first.json<StudioRound>().id);
      let round = first.json<StudioRound>();
      while (round.status === 'open') round = await act(t.app, token, round.id, 'spin');
      expected += round.win - stake;
      expect(round.balance).toBe(expected);
    }
    const accounts = await t.app.inject({ url: '/api/player/accounts', headers: { cookie: player.cookie } });
    const eur = accounts.json<{ currency: string; amount_cents: number }[]>().find((a) => a.currency === 'EUR')!;
    expect(eur.amount_cents).toBe(expected);
  });

  it('holds paid spins 2.5 seconds apart under a UK-style licence', async () => {
    const british = await t.app.inject({
      method: 'POST',
      url: `/api/games/${identifier}/session`,
      headers: { 'cf-ipcountry': 'GB' },
      payload: { mode: 'demo' },
    });
    const token = british.json<{ session_id: string }>().session_id;
    const session: StudioSession = await sessionOf(t.app, token);
    expect(session.licence).toMatchObject({ slam_stop: false, min_spin_ms: 2500, autoplay: false });
    let first = await openRound(t.app, token, stake, { coin_value: coinValue });
    while (first.status === 'open') first = await act(t.app, token, first.id, 'spin');
    const tooSoon = await frame(t.app, token, 'POST', '/api/studio/rounds', { stake, choice: { coin_value: 1 } });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ error: { code: 'GAME_CYCLE_TOO_FAST' } });
  });

  it('has no route to choose seeds unless a test server switches it on', async () => {
    const { session_id: token } = await launched(t.app, identifier, { mode: 'demo' });
    const chosen = { server_seed: 'b'.repeat(64), client_seed: 'chosen' };
    expect((await frame(t.app, token, 'PUT', '/api/studio/test/seeds', chosen)).statusCode).toBe(404);
  });

  describe('maths versions', () => {
    it('lists the generated first version to the operator, and refuses strangers and unknown titles', async () => {
      const listed = await operator(t, 'GET', `/api/admin/slot-maths/${MATHS}`);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json()).toMatchObject({ maths: MATHS, versions: [{ version: 1, note: 'generated' }] });
      expect(listed.json<{ versions: { definition: unknown }[] }>().versions[0]!.definition).toEqual(definition);
      expect((await t.app.inject({ url: `/api/admin/slot-maths/${MATHS}` })).statusCode).toBe(401);
      expect((await operator(t, 'GET', '/api/admin/slot-maths/no-such-title')).statusCode).toBe(404);
      const publicRead = await t.app.inject({ url: `/api/slot-maths/${MATHS}/versions/1` });
      expect(publicRead.json()).toMatchObject({ version: 1, facts: { rtp: CATALOGUE_SLOT_FACTS[MATHS]!.rtp } });
    });

    it('refuses a definition that is invalid, names another title, or returns outside 94–97%', async () => {
      const post = (body: Record<string, unknown>) =>
        operator(t, 'POST', `/api/admin/slot-maths/${MATHS}/versions`, { note: 'test', ...body });
      expect((await post({ definition: { ...definition, grid: { reels: 7, rows: 3 } } })).statusCode).toBe(422);
      expect((await post({ definition: { ...definition, slug: 'another-title' } })).statusCode).toBe(422);
      const generous = {
        ...definition,
        winCapMultiple: definition.winCapMultiple * 2,
        paytable: Object.fromEntries(
          Object.entries(definition.paytable).map(([s, pays]) => [s, pays.map((p) => p * 2)]),
        ),
      };
      const refused = await post({ definition: generous });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { definition: ['validation.slot_rtp_out_of_band'] } });
    });

    it('publishes a new version: new rounds record it, and a round open on the old one finishes on it', async () => {
      const { session_id: token } = await launched(t.app, identifier, { mode: 'demo' });
      const open = await spinUntilFreeSpins(t, token, stake, coinValue);
      const published = await operator(t, 'POST', `/api/admin/slot-maths/${MATHS}/versions`, {
        note: 'same maths, republished',
        definition,
      });
      expect(published.statusCode, published.body).toBe(201);
      expect(published.json()).toMatchObject({ version: 2, note: 'same maths, republished' });

      let round = open;
      while (round.status === 'open') round = await act(t.app, token, round.id, 'spin');
      expect(viewOf(round).version).toBe(1);
      const { session_id: fresh } = await launched(t.app, identifier, { mode: 'demo' });
      expect((await sessionOf(t.app, fresh)).slot!.version).toBe(2);
      const next = await openRound(t.app, fresh, stake, { coin_value: coinValue });
      expect(viewOf(next).version).toBe(2);
      const versions = await operator(t, 'GET', `/api/admin/slot-maths/${MATHS}`);
      expect(versions.json<{ versions: { version: number }[] }>().versions.map((v) => v.version)).toEqual([2, 1]);
    });
  });
});

describe('a test server’s chosen seeds', () => {
  it('start a pair whose rounds the test can foresee, like free spins', async () => {
    const t = await createTestApp('pglite', { STUDIO_TEST_SEEDS: 'on' });
    try {
      const definition = catalogueSlotDefinition(MATHS)!;
      const clientSeed = 'free-spins-please';
      // The first server seed whose nonce-0 spin triggers free spins, found as a journey finds it.
      const serverSeed = Array.from({ length: 400 }, (_, at) => at.toString(16).padStart(64, '0')).find((seed) => {
        const randomness = fairRandomness({ serverSeed: seed, clientSeed, nonce: 0 });
        return spinSlot(definition, { currency: 'EUR', coinValue: 1 }, randomness).state !== null;
      })!;
      const { session_id: token } = await launched(t.app, await identifierOf(t, MATHS), { mode: 'demo' });
      const chosen = await frame(t.app, token, 'PUT', '/api/studio/test/seeds', {
        server_seed: serverSeed,
        client_seed: clientSeed,
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const round = await openRound(t.app, token, definition.coinsPerBet, { coin_value: 1 });
      expect(round).toMatchObject({ status: 'open', actions: ['spin'], nonce: 0 });
    } finally {
      await t.close();
    }
  });
});
