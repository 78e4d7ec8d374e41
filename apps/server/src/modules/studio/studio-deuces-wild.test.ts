import { DEMO_BALANCE_MINOR_UNITS, type StudioRound } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { checkLedger } from '../ledger';
import { act, ADMIN_TOKEN, credit, launched, openRound, sessionOf } from '../../test/studio-kit';

/** The seeded catalogue has no Deuces Wild title yet, so a Jacks or Better game is given the Deuces Wild paytable. */
const GAME = 'velvet-ace-gaming/velvet-jacks-or-better';

type DeucesView = { hand_rank?: string; paytable: { hand: string; pays: string }[] };

/** Deals, keeps every deuce, draws: the round settles on the draw. */
async function playDeucesWild(t: TestApp, token: string, stake: number): Promise<StudioRound> {
  const dealt = await openRound(t.app, token, stake, {});
  const hand = (dealt.view as { hand: { rank: number }[] }).hand;
  expect((dealt.view as DeucesView).paytable[0]).toEqual({ hand: 'natural-royal-flush', pays: '800' });
  return act(t.app, token, dealt.id, 'draw', { hold: hand.map((card) => card.rank === 2) });
}

describe.each(DATABASE_KINDS)('Deuces Wild through the studio protocol on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
    await t.database.db
      .update(games)
      .set({ studioParams: { paytable: 'deuces-wild-illinois' }, updatedAt: sql`now()` })
      .where(eq(games.slug, 'velvet-jacks-or-better'));
    await t.app.games.reload();
  });
  afterAll(async () => {
    const report = await checkLedger(t.database.db, new Date());
    expect(report.problems).toEqual([]);
    await t.close();
  });

  it('launches for fun at its exact RTP and moves the play money by each round', async () => {
    const { session_id: token } = await launched(t.app, GAME, { mode: 'demo' });
    expect((await sessionOf(t.app, token)).game).toMatchObject({
      family: 'video-poker',
      params: { paytable: 'deuces-wild-illinois' },
      payout: '98.91',
    });
    let balance = DEMO_BALANCE_MINOR_UNITS;
    for (let i = 0; i < 4; i += 1) {
      const round = await playDeucesWild(t, token, 1_000);
      expect(round.status).toBe('finished');
      const rank = (round.view as DeucesView).hand_rank!;
      expect(rank).not.toBe('two-pair');
      balance += round.win - 1_000;
      expect(round.balance).toBe(balance);
    }
  });

  it('plays for real money: the wallet moves by the stake and the win, and the books prove', async () => {
    const player = await registerPlayer(t.app);
    await credit(t.app, player.id, 10_000);
    const { session_id: token } = await launched(t.app, GAME, { mode: 'real' }, player.cookie);
    let expected = 10_000;
    for (let i = 0; i < 4; i += 1) {
      const round = await playDeucesWild(t, token, 500);
      expected += round.win - 500;
      expect(round.balance).toBe(expected);
    }
    const accounts = await t.app.inject({ url: '/api/player/accounts', headers: { cookie: player.cookie } });
    const eur = accounts.json<{ currency: string; amount_cents: number }[]>().find((a) => a.currency === 'EUR')!;
    expect(eur.amount_cents).toBe(expected);
  });
});
