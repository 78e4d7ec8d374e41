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
import { act, ADMIN_TOKEN, credit, launched, openRound, sessionOf } from './studio-test-kit';

/** Table games of the seeded catalogue whose title ends with the base name (" Three Card Poker"). */
async function tableGames(app: FastifyInstance, base: string): Promise<Game[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/games_filter',
    payload: { device: 'desktop', filter: { categories: { identifiers: ['table'], strategy: 'OR' } }, page_size: 100 },
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

describe.each(DATABASE_KINDS)('studio table rounds on %s', (kind) => {
  let t: TestApp;
  let threeCardPoker: Game[];

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
    threeCardPoker = await tableGames(t.app, 'Three Card Poker');
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
});
