import type { Game, StudioRound } from '@casino/contracts';
import { gamesPageSchema } from '@casino/contracts';
import { DEMO_BALANCE_MINOR_UNITS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { checkLedger } from '../ledger';
import { act, ADMIN_TOKEN, credit, launched, openRound, sessionOf } from '../../test/studio-kit';

/** Table games of the seeded catalogue whose title ends with the base name (" Three Card Poker"). */
async function tableGames(app: FastifyInstance, base: string): Promise<Game[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/games_filter',
    payload: {
      device: 'desktop',
      filter: { title: base, categories: { identifiers: ['table'], strategy: 'OR' } },
      page_size: 100,
    },
  });
  return gamesPageSchema.parse(response.json()).data.filter((game) => game.title.endsWith(` ${base}`));
}

const TCP_SLIP = {
  bets: [
    { type: 'ante', stake: 500 },
    { type: 'pair-plus', stake: 100 },
  ],
};

/** Plays a three card poker round to the end: plays a pair or better, folds the rest (any decision will do here). */
async function playThreeCardPoker(app: FastifyInstance, token: string): Promise<StudioRound> {
  const opened = await openRound(app, token, 600, TCP_SLIP);
  expect(opened).toMatchObject({ status: 'open', actions: ['play', 'fold'] });
  expect(opened.view).not.toHaveProperty('dealer');
  const decision = opened.view.player_hand === 'high-card' ? 'fold' : 'play';
  const settled = await act(app, token, opened.id, decision);
  expect(settled.status).toBe('finished');
  expect(settled.view).toMatchObject({ phase: 'settled', decision });
  const bets = settled.view.bets as { stake: number; returned: number }[];
  expect(settled.win).toBe(bets.reduce((sum, bet) => sum + bet.returned, settled.view.ante_bonus as number));
  return settled;
}

/** Plays a caribbean stud round to the end: raises a pair or better, folds the rest (any decision will do here). */
async function playCaribbeanStud(app: FastifyInstance, token: string): Promise<StudioRound> {
  const opened = await openRound(app, token, 500, {});
  expect(opened).toMatchObject({ status: 'open', actions: ['raise', 'fold'] });
  // The dealer's up card alone: the four others stay on the server until the player decides.
  expect(opened.view.dealer).toHaveLength(1);
  const decision = opened.view.player_hand === 'high-card' ? 'fold' : 'raise';
  const settled = await act(app, token, opened.id, decision);
  expect(settled).toMatchObject({ status: 'finished', stake: decision === 'raise' ? 1500 : 500 });
  expect(settled.view).toMatchObject({ phase: 'settled', decision });
  expect(settled.view.dealer).toHaveLength(5);
  const bets = settled.view.bets as { stake: number; returned: number }[];
  expect(settled.win).toBe(bets.reduce((sum, bet) => sum + bet.returned, 0));
  return settled;
}

const CRAPS_SLIP = {
  bets: [
    { type: 'pass', stake: 300 },
    { type: 'field', stake: 100 },
  ],
};

/** Plays a craps round to the end: takes 2x odds on the point, then rolls until the pass line is decided. */
async function playCraps(app: FastifyInstance, token: string): Promise<StudioRound> {
  let round = await openRound(app, token, 400, CRAPS_SLIP);
  expect(round).toMatchObject({ status: 'open', actions: ['roll'], view: { rolls: [] } });
  round = await act(app, token, round.id, 'roll');
  if (round.actions.includes('odds')) round = await act(app, token, round.id, 'odds', { stake: 600 });
  while (round.status === 'open') round = await act(app, token, round.id, 'roll');
  const view = round.view as { bets: { returned: number }[]; odds: { stake: number; returned: number } | null };
  expect(round.stake).toBe(400 + (view.odds?.stake ?? 0));
  expect(round.win).toBe(view.bets.reduce((sum, bet) => sum + bet.returned, view.odds?.returned ?? 0));
  return round;
}

describe.each(DATABASE_KINDS)('studio table rounds on %s', (kind) => {
  let t: TestApp;
  let threeCardPoker: Game[];
  let craps: Game[];
  let caribbeanStud: Game[];

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
    threeCardPoker = await tableGames(t.app, 'Three Card Poker');
    craps = await tableGames(t.app, 'Craps');
    caribbeanStud = await tableGames(t.app, 'Caribbean Stud');
  });
  afterAll(async () => {
    const report = await checkLedger(t.database.db, new Date());
    expect(report.problems).toEqual([]);
    await t.close();
  });

  it('launches three card poker for fun at its exact price and plays rounds whose play money balances', async () => {
    const game = threeCardPoker.find((candidate) => candidate.has_demo_mode)!;
    const { session_id: token } = await launched(t.app, game.identifier, { mode: 'demo' });
    const session = await sessionOf(t.app, token);
    expect(session.game).toMatchObject({ family: 'three-card-poker', payout: '92.72' });
    let balance = DEMO_BALANCE_MINOR_UNITS;
    for (let i = 0; i < 4; i += 1) {
      const round = await playThreeCardPoker(t.app, token);
      const played = round.view.decision === 'play' ? 500 : 0;
      balance += round.win - 600 - played;
      expect(round.balance).toBe(balance);
    }
    expect((await sessionOf(t.app, token)).balance).toBe(balance);
  });

  it('plays three card poker for real money: the wallet moves by the stakes, the play bet and the returns', async () => {
    const player = await registerPlayer(t.app);
    await credit(t.app, player.id, 20_000);
    const game = threeCardPoker.find((candidate) => 'EUR' in candidate.currencies)!;
    const { session_id: token } = await launched(t.app, game.identifier, { mode: 'real' }, player.cookie);
    let balance = 20_000;
    for (let i = 0; i < 4; i += 1) {
      const round = await playThreeCardPoker(t.app, token);
      balance += round.win - 600 - (round.view.decision === 'play' ? 500 : 0);
      expect(round.balance).toBe(balance);
    }
    const accounts = await t.app.inject({ url: '/api/player/accounts', headers: { cookie: player.cookie } });
    const eur = accounts.json<{ currency: string; amount_cents: number }[]>().find((a) => a.currency === 'EUR');
    expect(eur?.amount_cents).toBe(balance);
  });

  it('plays caribbean stud for real money at its exact price, resumes an open round, and keeps the wallet exact', async () => {
    // The catalogue's one Caribbean Stud game has no demo mode.
    const game = caribbeanStud.find((candidate) => 'EUR' in candidate.currencies)!;
    expect(game.payout).toBe('94.77');
    const player = await registerPlayer(t.app);
    await credit(t.app, player.id, 20_000);
    const { session_id: token } = await launched(t.app, game.identifier, { mode: 'real' }, player.cookie);
    expect((await sessionOf(t.app, token)).game).toMatchObject({ family: 'caribbean-stud', payout: '94.77' });
    let balance = 20_000;
    for (let i = 0; i < 4; i += 1) {
      const round = await playCaribbeanStud(t.app, token);
      balance += round.win - round.stake;
      expect(round.balance).toBe(balance);
    }
    // A round left open is the session's to resume, the dealer's hole cards still hidden.
    const open = await openRound(t.app, token, 500, {});
    const resumed = (await sessionOf(t.app, token)).open_round;
    expect(resumed).toMatchObject({ id: open.id, status: 'open', actions: ['raise', 'fold'], view: open.view });
    const settled = await act(t.app, token, open.id, 'fold');
    balance += settled.win - settled.stake;
    const accounts = await t.app.inject({ url: '/api/player/accounts', headers: { cookie: player.cookie } });
    const eur = accounts.json<{ currency: string; amount_cents: number }[]>().find((a) => a.currency === 'EUR');
    expect(eur?.amount_cents).toBe(balance);
  });

  it('plays craps for real money: every roll a step, the odds staked, the wallet exact', async () => {
    // The catalogue's one craps game has no demo mode; its price is the same in either.
    const real = craps.find((candidate) => 'EUR' in candidate.currencies)!;
    const player = await registerPlayer(t.app);
    await credit(t.app, player.id, 20_000);
    const { session_id: token } = await launched(t.app, real.identifier, { mode: 'real' }, player.cookie);
    expect((await sessionOf(t.app, token)).game).toMatchObject({ family: 'craps', payout: '83.33' });
    let balance = 20_000;
    for (let i = 0; i < 4; i += 1) {
      const round = await playCraps(t.app, token);
      balance += round.win - round.stake;
      expect(round.balance).toBe(balance);
    }
    const accounts = await t.app.inject({ url: '/api/player/accounts', headers: { cookie: player.cookie } });
    const eur = accounts.json<{ currency: string; amount_cents: number }[]>().find((a) => a.currency === 'EUR');
    expect(eur?.amount_cents).toBe(balance);
  });
});
