import { DEMO_BALANCE_MINOR_UNITS, type Game, type StudioRound } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { checkLedger } from '../ledger';
import { act, ADMIN_TOKEN, catalogueGames, credit, launched, openRound, sessionOf } from '../../test/studio-kit';

type PontoonView = { player: { total: number; cards: unknown[] }; banker: { face_down?: number; cards?: unknown[] } };

/**
 * Plays a round through the protocol as the rules page suggests in short: buy on 11 or less with two cards, twist
 * below 15, stick from 15. Every step before the end shows no banker card.
 */
async function playPontoon(t: TestApp, token: string, stake: number): Promise<StudioRound> {
  // Each step's envelope shows everything staked so far: the first stake, and one more per card bought.
  let round = await openRound(t.app, token, stake, {});
  while (round.status === 'open') {
    const view = round.view as PontoonView;
    expect(view.banker).toEqual({ face_down: 2 });
    const { total, cards } = view.player;
    const move = total < 15 ? (cards.length === 2 && total <= 11 ? 'buy' : 'twist') : 'stick';
    round = await act(t.app, token, round.id, move);
  }
  expect((round.view as PontoonView).banker.cards!.length).toBeGreaterThanOrEqual(2);
  return round;
}

describe.each(DATABASE_KINDS)('pontoon through the studio protocol on %s', (kind) => {
  let t: TestApp;
  let pontoon: Game;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
    pontoon = (await catalogueGames(t.app, 'table', 'Pontoon')).find(
      (game) => game.has_demo_mode && 'EUR' in game.currencies,
    )!;
  });
  afterAll(async () => {
    const report = await checkLedger(t.database.db, new Date());
    expect(report.problems).toEqual([]);
    await t.close();
  });

  it('launches for fun, priced by the exact RTP, and moves the play money by what was staked and won', async () => {
    const { session_id: token } = await launched(t.app, pontoon.identifier, { mode: 'demo' });
    const session = await sessionOf(t.app, token);
    expect(session.game).toMatchObject({ family: 'pontoon', payout: '97.54' });
    let balance = DEMO_BALANCE_MINOR_UNITS;
    let bought = 0;
    // Until two rounds bought a card (about one round in three does): a step after a buy replays the first stake.
    for (let i = 0; i < 40 && bought < 2; i += 1) {
      const round = await playPontoon(t, token, 1_000);
      if (round.stake > 1_000) bought += 1;
      balance += round.win - round.stake;
      expect(round.balance).toBe(balance);
    }
    expect(bought).toBe(2);
    expect((await sessionOf(t.app, token)).balance).toBe(balance);
  });

  it('plays for real money: the wallet moves by every stake bought and every return, and the books prove', async () => {
    const player = await registerPlayer(t.app);
    await credit(t.app, player.id, 20_000);
    const { session_id: token } = await launched(t.app, pontoon.identifier, { mode: 'real' }, player.cookie);
    let expected = 20_000;
    let bought = 0;
    for (let i = 0; i < 40 && bought < 2; i += 1) {
      const round = await playPontoon(t, token, 500);
      if (round.stake > 500) bought += 1;
      expected += round.win - round.stake;
      expect(round.balance).toBe(expected);
    }
    expect(bought).toBe(2);
    const accounts = await t.app.inject({ url: '/api/player/accounts', headers: { cookie: player.cookie } });
    const eur = accounts.json<{ currency: string; amount_cents: number }[]>().find((a) => a.currency === 'EUR')!;
    expect(eur.amount_cents).toBe(expected);
  });
});
