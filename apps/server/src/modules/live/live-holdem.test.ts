import { randomUUID } from 'node:crypto';
import type { LiveBetAnswer, LiveTable } from '@casino/contracts';
import type { CasinoHoldemDecision } from '@casino/game-engine';
import { CASINO_HOLDEM, dealCasinoHoldem, fairRandomness, settleCasinoHoldem } from '@casino/game-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { liveTableOf, placeLiveBet, seatedPlayer as seatedAt, tickUntilQuiet } from '../../test/live-kit';
import { ADMIN_TOKEN, catalogueGames, frame } from '../../test/studio-kit';

const TIMING = { LIVE_BETTING_MS: 10_000, LIVE_DECISION_MS: 8_000, LIVE_RESULT_MS: 5_000 };
const ROUND_MS = 30_000;
const ANTE = 100;
const ANTE_ONLY = { bets: [{ type: 'ante', stake: ANTE }] };

/** The round's deal from its revealed seeds, and what the engine pays an ante for a decision on it. */
function dealOf(round: LiveTable['round']) {
  return dealCasinoHoldem(fairRandomness({ serverSeed: round.server_seed!, clientSeed: round.client_seed, nonce: 0 }));
}
const expectedReturn = (round: LiveTable['round'], decision: CasinoHoldemDecision) => {
  const outcome = settleCasinoHoldem(CASINO_HOLDEM, { ante: ANTE }, dealOf(round), decision);
  return outcome.anteReturn + outcome.callReturn;
};

describe.each(DATABASE_KINDS)("live casino hold'em on %s", (kind) => {
  let t: TestApp;
  let now = Date.parse('2026-11-29T12:00:00Z');
  const clock = () => new Date(now);
  let table: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN, ...TIMING }, { clock });
    table = (await catalogueGames(t.app, 'live', "Casino Hold'em Live"))[0]!.identifier;
  });
  afterAll(async () => t.close());

  const seatedPlayer = (cents: number) => seatedAt(t.app, table, cents);
  const tableOf = (token: string) => liveTableOf(t.app, token);
  const decide = (token: string, decision: string) =>
    frame(t.app, token, 'POST', '/api/studio/live/decision', { decision }, { 'idempotency-key': randomUUID() });
  async function after(ms: number) {
    now += ms;
    await tickUntilQuiet(t.app);
  }

  it('shows every seat the same hole cards and flop, takes twice the ante for a call, and settles by the deal', async () => {
    const caller = await seatedPlayer(10_000);
    const folder = await seatedPlayer(10_000);
    const short = await seatedPlayer(2 * ANTE);
    for (const seat of [caller, folder, short]) await tableOf(seat.token);
    await after(ROUND_MS);
    expect((await tableOf(caller.token)).round.phase).toBe('betting');
    for (const seat of [caller, folder, short]) {
      expect((await placeLiveBet(t.app, seat.token, ANTE, ANTE_ONLY)).statusCode).toBe(201);
    }
    // One ante, nothing else: a second bet or a side bet is refused before any money moves.
    const twoAntes = { bets: [...ANTE_ONLY.bets, ...ANTE_ONLY.bets] };
    expect((await placeLiveBet(t.app, folder.token, 2 * ANTE, twoAntes)).statusCode).toBe(422);

    await after(TIMING.LIVE_BETTING_MS);
    const closed = await tableOf(caller.token);
    const deal = closed.round.deal as Record<string, unknown>;
    expect(deal).toMatchObject({ phase: 'decision', player: expect.any(Array), flop: expect.any(Array) });
    expect(deal).not.toHaveProperty('turn');
    expect(deal).not.toHaveProperty('dealer');
    expect((await tableOf(folder.token)).round.deal).toEqual(deal);

    const called = await decide(caller.token, 'play');
    expect(called.statusCode, called.body).toBe(200);
    expect(called.json<LiveBetAnswer>()).toMatchObject({
      bet: { decision: 'play', decision_stake: 2 * ANTE },
      balance: 10_000 - 3 * ANTE,
    });
    expect((await decide(folder.token, 'fold')).json()).toMatchObject({ bet: { decision: 'fold', decision_stake: 0 } });
    // The ante took half of what this seat had: the call's twice the ante is refused, and it may still fold.
    expect((await decide(short.token, 'play')).json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });

    await after(TIMING.LIVE_DECISION_MS);
    const seen = await tableOf(caller.token);
    expect(seen.round.phase).toBe('result');
    const shared = dealOf(seen.round);
    expect(deal).toMatchObject({ player: shared.player, flop: shared.flop });
    expect(seen.round.outcome).toMatchObject({
      phase: 'settled',
      player: shared.player,
      dealer: shared.dealer,
      flop: shared.flop,
      turn: shared.turn,
      river: shared.river,
    });
    expect(seen.round.outcome).not.toHaveProperty('decision');
    expect(seen.round.outcome).not.toHaveProperty('bets');

    const callWin = expectedReturn(seen.round, 'call');
    expect(seen.my_bet).toMatchObject({ status: 'settled', win: callWin, decision: 'play', decision_stake: 2 * ANTE });
    expect(seen.balance).toBe(10_000 - 3 * ANTE + callWin);
    expect((await tableOf(folder.token)).my_bet).toMatchObject({ status: 'settled', win: 0, decision: 'fold' });
    const shortSeat = await tableOf(short.token);
    expect(shortSeat.my_bet).toMatchObject({ status: 'settled', win: 0, decision: 'fold', decision_stake: 0 });
    expect(shortSeat.balance).toBe(ANTE);
  });
});
