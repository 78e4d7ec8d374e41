import { DEMO_BALANCE_MINOR_UNITS, type StudioRound, type StudioRoundRecord } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { act, frame, instantGames, launched, openRound, sessionOf } from '../../test/studio-kit';

describe.each(DATABASE_KINDS)('studio demo play on %s', (kind) => {
  let t: TestApp;
  let dice: string;
  let mines: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    dice = (await instantGames(t.app, 'Dice')).find((game) => game.has_demo_mode)!.identifier;
    mines = (await instantGames(t.app, 'Mines')).find((game) => game.has_demo_mode)!.identifier;
  });
  afterAll(() => t.close());

  it('plays dice for fun: the play money moves by the stake and the win, and the round is listed', async () => {
    const session = await launched(t.app, dice, { mode: 'demo', locale: 'de' });
    expect(session).toMatchObject({ mode: 'demo', currency: 'FUN', game: dice });
    expect(session.launch_url).toBe(`/studio/?session=${session.session_id}&locale=de`);

    const first = await sessionOf(t.app, session.session_id);
    expect(first).toMatchObject({ balance: DEMO_BALANCE_MINOR_UNITS, currency: 'FUN', currency_exponent: 2 });
    expect(first.game).toMatchObject({ family: 'dice', payout: '99.00', params: { rtpBasisPoints: 9900 } });
    expect(first.open_round).toBeNull();

    let balance = DEMO_BALANCE_MINOR_UNITS;
    const rounds: StudioRound[] = [];
    for (let i = 0; i < 6; i += 1) {
      const round = await openRound(t.app, session.session_id, 1_000, { target: 5000, direction: 'under' });
      const view = round.view as { roll: number; won: boolean; multiplier: string };
      expect(round.status).toBe('finished');
      expect(view.won).toBe(view.roll < 5000);
      expect(round.win).toBe(view.won ? 1_980 : 0);
      balance += round.win - 1_000;
      expect(round.balance).toBe(balance);
      expect(round.nonce).toBe(i);
      rounds.push(round);
    }
    expect((await sessionOf(t.app, session.session_id)).balance).toBe(balance);

    const listed = (await frame(t.app, session.session_id, 'GET', '/api/studio/rounds')).json<StudioRoundRecord[]>();
    expect(listed.map((round) => round.id)).toEqual(rounds.map((round) => round.id).reverse());
    expect(listed[0]).toMatchObject({ game: dice, server_seed: null });
  });

  it('refuses a stake above the play money, an illegal target, and a stake outside the bounds', async () => {
    const { session_id: token } = await launched(t.app, dice, { mode: 'demo' });
    const tooMuch = await frame(t.app, token, 'POST', '/api/studio/rounds', {
      stake: DEMO_BALANCE_MINOR_UNITS + 1,
      choice: { target: 5000, direction: 'under' },
    });
    expect(tooMuch.statusCode).toBe(422);
    // 0.50 left: a 1.00 stake is refused even on a target that almost always wins (the stake comes first).
    await t.database.db.execute(sql`update studio_sessions set demo_balance = 50 where demo_balance is not null`);
    const uncovered = await frame(t.app, token, 'POST', '/api/studio/rounds', {
      stake: 100,
      choice: { target: 9800, direction: 'under' },
    });
    expect(uncovered.json().error.code).toBe('INSUFFICIENT_FUNDS');
    expect((await sessionOf(t.app, token)).balance).toBe(50);
    await frame(t.app, token, 'POST', '/api/studio/demo/reset');
    const illegal = await frame(t.app, token, 'POST', '/api/studio/rounds', {
      stake: 100,
      choice: { target: 9900, direction: 'under' },
    });
    expect(illegal.statusCode, illegal.body).toBe(422);
    expect(illegal.json().errors).toHaveProperty(['choice.target']);
    const badShape = await frame(t.app, token, 'POST', '/api/studio/rounds', { stake: 100, choice: { target: 'x' } });
    expect(badShape.statusCode).toBe(422);
    expect((await sessionOf(t.app, token)).balance).toBe(DEMO_BALANCE_MINOR_UNITS);
    expect((await sessionOf(t.app, token)).seeds.nonce).toBe(0);
  });

  it('plays mines step by step, resumes the open round from the session, and pays the cash-out', async () => {
    const { session_id: token } = await launched(t.app, mines, { mode: 'demo' });
    const opened = await openRound(t.app, token, 1_000, { mines: 1 });
    expect(opened).toMatchObject({ status: 'open', actions: ['reveal'], balance: DEMO_BALANCE_MINOR_UNITS - 1_000 });
    expect(opened.view).not.toHaveProperty('mine_tiles');

    // One mine in 25: reveal tiles until one is safe (or the mine ends the round).
    let round = opened;
    for (let tile = 0; tile < 25 && round.status === 'open' && (round.view.revealed as number[]).length < 2; tile++) {
      round = await act(t.app, token, round.id, 'reveal', { tile });
    }
    const resumed = await sessionOf(t.app, token);
    if (round.status === 'open') {
      expect(resumed.open_round).toEqual({ ...round, balance: resumed.balance });
      expect(round.view).not.toHaveProperty('mine_tiles');
      const cashed = await act(t.app, token, round.id, 'cashout');
      expect(cashed.status).toBe('finished');
      expect(cashed.view).toMatchObject({ hit_mine: false });
      expect(cashed.win).toBe(Math.floor((1_000 * 9800 * 25 * 24) / (10_000 * 24 * 23)));
      expect(cashed.balance).toBe(DEMO_BALANCE_MINOR_UNITS - 1_000 + cashed.win);
    } else {
      expect(resumed.open_round).toBeNull();
      expect(round.view).toMatchObject({ hit_mine: true });
    }
    const again = await frame(t.app, token, 'POST', `/api/studio/rounds/${round.id}/actions`, {
      action: 'reveal',
      details: { tile: 24 },
    });
    expect(again.statusCode).toBe(409);
  });

  it('tops the demo balance back up, and refuses a top-up of a real session', async () => {
    const { session_id: token } = await launched(t.app, dice, { mode: 'demo' });
    await openRound(t.app, token, 5_000, { target: 100, direction: 'under' });
    const reset = await frame(t.app, token, 'POST', '/api/studio/demo/reset');
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await sessionOf(t.app, token)).balance).toBe(DEMO_BALANCE_MINOR_UNITS);

    const player = await registerPlayer(t.app);
    const real = await launched(t.app, dice, { mode: 'real' }, player.cookie);
    const refused = await frame(t.app, real.session_id, 'POST', '/api/studio/demo/reset');
    expect(refused.statusCode).toBe(403);
  });

  it.each([
    ['Limbo', { target: 200 }, []],
    ['Crash', { auto_cash_out: 150 }, []],
    ['Coin Flip', { side: 'tails' }, []],
    ['Keno', { picks: [3, 14, 25] }, []],
    ['Pegfall', {}, []],
    ['Wheel', { risk: 'high' }, []],
    ['Scratch', {}, []],
    ['Hi-Lo', {}, [{ action: 'higher', details: {} }]],
    // The seeded catalogue has no Tower game; its family is proven in families/instant-families.test.ts.
  ])('plays every seeded %s game for fun with its recorded parameters', async (base, choice, steps) => {
    const seeded = (await instantGames(t.app, base)).filter((game) => game.has_demo_mode);
    expect(seeded.length).toBeGreaterThan(0);
    for (const game of seeded) {
      const { session_id: token } = await launched(t.app, game.identifier, { mode: 'demo' });
      const session = await sessionOf(t.app, token);
      expect(session.game.payout).toBe(game.payout);
      let round = await openRound(t.app, token, 100, choice);
      for (const step of steps) {
        if (round.status === 'open') round = await act(t.app, token, round.id, step.action, step.details);
      }
      expect(round.balance).toBe(DEMO_BALANCE_MINOR_UNITS - 100 + round.win);
    }
  });
});
