import { randomUUID } from 'node:crypto';
import type { GameRound, LiveBetAnswer, LiveMove, LiveTable } from '@casino/contracts';
import type { BlackjackState } from '@casino/game-engine';
import {
  actBlackjack,
  BLACKJACK,
  dealLiveBlackjack,
  fairRandomness,
  liveHandOrder,
  standLiveBlackjack,
} from '@casino/game-engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { rawRows } from '../../db/raw-rows';
import { liveTableOf, placeLiveBet, seatedPlayer as seatedAt, tickUntilQuiet } from '../../test/live-kit';
import { ADMIN_TOKEN, catalogueGames, frame } from '../../test/studio-kit';

const TIMING = { LIVE_BETTING_MS: 10_000, LIVE_DECISION_MS: 8_000, LIVE_RESULT_MS: 5_000 };
/** Longer than a whole round, shorter than a seat lasts without a call (60 s). */
const ROUND_MS = 30_000;
const STAKE = 100;

type Seat = { token: string; cookie: string };
type SeatHand = {
  phase: string;
  dealer: unknown[];
  hands: { cards: unknown[]; stake: number; result?: string }[];
  actions: string[];
};

/** What the engine pays a seat on the round's revealed seeds, for the moves it made (it stands on the rest). */
function expectedSeat(round: LiveTable['round'], betId: string, moves: readonly LiveMove[]): BlackjackState {
  const seeds = { serverSeed: round.server_seed!, clientSeed: round.client_seed };
  const draws = fairRandomness({ ...seeds, nonce: Number(betId) });
  const dealt = dealLiveBlackjack(BLACKJACK, STAKE, fairRandomness({ ...seeds, nonce: 0 }));
  const played = moves.reduce((state, move) => actBlackjack(BLACKJACK, state, { type: move.action }, draws), dealt);
  return standLiveBlackjack(BLACKJACK, played, draws);
}

const moneyOf = (state: BlackjackState) => {
  const staked = state.hands.reduce((total, hand) => total + hand.stake, 0);
  const returned = (state.returns?.hands ?? []).reduce((total, value) => total + value, 0);
  return { staked, returned };
};

describe.each(DATABASE_KINDS)('live blackjack, a hand table, on %s', (kind) => {
  let t: TestApp;
  let now = Date.parse('2026-11-29T12:00:00Z');
  const clock = () => new Date(now);
  let table: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN, ...TIMING }, { clock });
    table = (await catalogueGames(t.app, 'live', 'Blackjack Lounge'))[0]!.identifier;
  });
  afterAll(async () => t.close());

  const tableOf = (seat: Seat) => liveTableOf(t.app, seat.token);
  const move = (seat: Seat, action: string, details: Record<string, unknown> = {}, key = randomUUID()) =>
    frame(t.app, seat.token, 'POST', '/api/studio/live/moves', { action, details }, { 'idempotency-key': key });
  async function after(ms: number) {
    now += ms;
    await tickUntilQuiet(t.app);
  }
  /**
   * Seated players with a slip each on a round whose opening leaves them something to play (about one round in ten
   * opens with a natural or the dealer's blackjack, and is over at once): the table as seen once betting closed.
   * The dealer peeks before anyone decides, so there is no insurance to offer.
   */
  async function openingToPlay(seats: Seat[], tries = 10) {
    for (let round = 0; round < tries; round += 1) {
      for (const seat of seats) await tableOf(seat);
      await after(ROUND_MS);
      expect((await tableOf(seats[0]!)).round.phase).toBe('betting');
      for (const seat of seats) expect((await placeLiveBet(t.app, seat.token, STAKE, {})).statusCode).toBe(201);
      await after(TIMING.LIVE_BETTING_MS);
      const closed = await tableOf(seats[0]!);
      if ((closed.round.deal as { phase: string }).phase === 'player-turn') return closed;
    }
    throw new Error(`${tries} openings in a row were over at once`);
  }

  it('deals every seat the same opening and one dealer, and lets each play its own hand', async () => {
    const hitter = await seatedAt(t.app, table, 10_000);
    const doubler = await seatedAt(t.app, table, 10_000);
    const silent = await seatedAt(t.app, table, 10_000);
    // Nothing to move while betting is open: no cards are out.
    await tableOf(hitter);
    await after(ROUND_MS);
    expect((await placeLiveBet(t.app, hitter.token, STAKE, {})).statusCode).toBe(201);
    expect((await move(hitter, 'hit')).json()).toMatchObject({ error: { code: 'LIVE_DECISION_CLOSED' } });

    const closed = await openingToPlay([hitter, doubler, silent]);
    const deal = closed.round.deal as { dealer: unknown[]; player: unknown[]; phase: string };
    // Earlier rounds (an opening over at once) moved the balances: what follows counts from the close.
    const balanceAtClose = new Map<Seat, number>();
    for (const seat of [hitter, doubler, silent]) balanceAtClose.set(seat, (await tableOf(seat)).balance);
    // The dealer shows one card; every seat holds the same two.
    expect(deal.dealer).toHaveLength(1);
    expect(deal.player).toHaveLength(2);
    for (const seat of [doubler, silent]) {
      const seen = await tableOf(seat);
      expect(seen.round.deal).toEqual(closed.round.deal);
      expect((seen.my_bet?.hand as SeatHand).hands[0]!.cards).toEqual(deal.player);
    }

    expect(deal.phase).toBe('player-turn');
    const moves: Record<'hitter' | 'doubler', LiveMove[]> = { hitter: [], doubler: [] };
    const hitterHand = (await tableOf(hitter)).my_bet?.hand as SeatHand;
    // A move the hand does not allow is refused (a split needs a pair), and so is a move the table does not know.
    if (!hitterHand.actions.includes('split')) expect((await move(hitter, 'split')).statusCode).toBe(422);
    expect((await move(hitter, 'bogus')).statusCode).toBe(422);
    expect((await move(hitter, 'insurance')).statusCode).toBe(422);
    const hit = await move(hitter, 'hit');
    expect(hit.statusCode, hit.body).toBe(200);
    moves.hitter.push({ action: 'hit', details: {} });
    const afterHit = hit.json<LiveBetAnswer>().bet;
    expect(afterHit.moves).toEqual(moves.hitter);
    expect((afterHit.hand as SeatHand).hands[0]!.cards).toHaveLength(3);
    // Even a hand that is over (a bust, a 21) sees the dealer's up card only: the hole card and the dealer's draw
    // would tell the seats still deciding what the dealer holds.
    expect((afterHit.hand as SeatHand).dealer).toHaveLength(1);
    expect((afterHit.hand as SeatHand).hands[0]!.result).toBeUndefined();

    const doubled = await move(doubler, 'double');
    expect(doubled.statusCode, doubled.body).toBe(200);
    moves.doubler.push({ action: 'double', details: {} });
    expect(doubled.json<LiveBetAnswer>()).toMatchObject({
      bet: { decision_stake: STAKE, hand: { phase: 'waiting', actions: [] } },
      balance: balanceAtClose.get(doubler)! - STAKE,
    });
    // A finished hand takes no more moves.
    expect((await move(doubler, 'hit')).json()).toMatchObject({ error: { code: 'LIVE_DECISION_CLOSED' } });
    const watcher = await seatedAt(t.app, table, 1_000);
    expect((await move(watcher, 'hit')).json()).toMatchObject({ error: { code: 'NOT_FOUND' } });

    await after(TIMING.LIVE_DECISION_MS);
    expect((await move(silent, 'hit')).json()).toMatchObject({ error: { code: 'LIVE_DECISION_CLOSED' } });
    const result = await tableOf(hitter);
    expect(result.round.phase).toBe('result');
    const outcome = result.round.outcome as { dealer: unknown[] };
    for (const [seat, made] of [
      [hitter, moves.hitter],
      [doubler, moves.doubler],
      [silent, []],
    ] as const) {
      const seen = await tableOf(seat);
      const expected = expectedSeat(result.round, seen.my_bet!.id, made);
      const { staked, returned } = moneyOf(expected);
      expect(seen.my_bet).toMatchObject({ status: 'settled', win: returned, decision_stake: staked - STAKE });
      expect(seen.balance).toBe(balanceAtClose.get(seat)! - (staked - STAKE) + returned);
      // Every seat met the one dealer the round shows.
      expect(expected.dealer).toEqual(outcome.dealer);
      expect((seen.my_bet!.hand as SeatHand).dealer).toEqual(outcome.dealer);
    }

    // The games history links the hitter's slip to /provably-fair as a seat (nonce: the slip's id), and the page's
    // replay of those seeds shows the opening, the dealer's draw and the card the hit drew, in that order.
    const history = await t.app.inject({ method: 'GET', url: '/api/player/games', headers: { cookie: hitter.cookie } });
    const slip = result.my_bet!.id;
    const { provably_fair: fairness } = history.json<GameRound[]>()[0]!;
    expect(fairness).toMatchObject({
      family: 'live-blackjack',
      nonce: Number(slip),
      client_seed: result.round.client_seed,
      server_seed: result.round.server_seed,
    });
    const replayed = liveHandOrder(
      { serverSeed: fairness!.server_seed!, clientSeed: fairness!.client_seed, nonce: fairness!.nonce },
      3,
    );
    const hitterState = expectedSeat(result.round, slip, moves.hitter);
    expect(replayed.opening).toEqual([deal.player[0], outcome.dealer[0], deal.player[1], outcome.dealer[1]]);
    expect(replayed.dealer).toEqual(outcome.dealer.slice(2));
    expect(hitterState.hands[0]!.cards[2]).toEqual(replayed.seat[0]);
  });

  it('answers a retried move from its record, and takes back a double the wallet cannot pay', async () => {
    // A player whose whole balance is the stake, at an opening to play (a fresh one after an opening that paid).
    let poor: Seat | undefined;
    let closed: LiveTable | undefined;
    for (let tries = 0; tries < 10 && !closed; tries += 1) {
      poor = await seatedAt(t.app, table, STAKE);
      closed = await openingToPlay([poor], 1).catch(() => undefined);
    }
    if (!poor || !closed) throw new Error('ten openings in a row were over at once');
    expect(closed.balance).toBe(0);
    const hand = closed.my_bet?.hand as SeatHand;
    const refused = await move(poor, 'double');
    expect(refused.json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });
    const seen = await tableOf(poor);
    expect(seen.my_bet).toMatchObject({ moves: [], decision_stake: 0, hand: { actions: hand.actions } });
    // The hand may still stand; the same request again (its Idempotency-Key) is answered as it was.
    const key = randomUUID();
    const stood = await move(poor, 'stand', {}, key);
    expect(stood.statusCode, stood.body).toBe(200);
    expect((await move(poor, 'stand', {}, key)).json()).toEqual(stood.json());
    expect((await tableOf(poor)).my_bet?.moves).toEqual([{ action: 'stand', details: {} }]);
  });

  it('lets one of several racing doubles stand, and takes its stake once in the ledger', async () => {
    const player = await seatedAt(t.app, table, 10_000);
    const closed = await openingToPlay([player]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => move(player, 'double')));
    const taken = answers.filter((answer) => answer.statusCode === 200);
    expect(taken).toHaveLength(1);
    // The others lost the race (another move came first) or met a hand the double had finished.
    for (const answer of answers.filter((refused) => refused.statusCode !== 200)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(['ROUND_IN_PROGRESS', 'LIVE_DECISION_CLOSED']).toContain(answer.json().error.code);
    }
    const [row] = await rawRows(
      t.database.db,
      sql`select count(*) as taken from ledger_transactions where idempotency_key like ${`game:studio:lb${closed.my_bet!.id}:m%`}`,
    );
    expect(Number(row!.taken)).toBe(1);

    await after(TIMING.LIVE_DECISION_MS);
    const seen = await tableOf(player);
    const { returned } = moneyOf(expectedSeat(seen.round, seen.my_bet!.id, [{ action: 'double', details: {} }]));
    expect(seen.my_bet).toMatchObject({ status: 'settled', moves: [{ action: 'double' }], decision_stake: STAKE });
    expect(seen.balance).toBe(closed.balance - STAKE + returned);
  });

  /**
   * A double recorded on the slip whose wallet call never happened (the process stopped in between), on an opening
   * to play, for a player holding `cents` beside the stake: the table as seen once the round is settled.
   */
  async function doubleRecordedWithoutWallet(cents: number) {
    for (let tries = 0; tries < 10; tries += 1) {
      const player = await seatedAt(t.app, table, STAKE + cents);
      const closed = await openingToPlay([player], 1).catch(() => undefined);
      if (!closed) continue;
      const doubled = JSON.stringify([{ action: 'double', details: {} }]);
      await t.database.db.execute(
        sql`update live_bets set moves = ${doubled}::jsonb, decision_stake = ${STAKE} where id = ${Number(closed.my_bet!.id)}`,
      );
      await after(TIMING.LIVE_DECISION_MS);
      return { seen: await tableOf(player), closed };
    }
    throw new Error('ten openings in a row were over at once');
  }

  it('settles a recorded double as a stand when its stake cannot be taken at settlement', async () => {
    const { seen } = await doubleRecordedWithoutWallet(0);
    const expected = expectedSeat(seen.round, seen.my_bet!.id, []);
    const { returned } = moneyOf(expected);
    expect(seen.my_bet).toMatchObject({ status: 'settled', win: returned, moves: [], decision_stake: 0 });
    expect(seen.balance).toBe(returned);
  });

  it("takes a recorded double's stake at settlement when the wallet was not asked before", async () => {
    const { seen } = await doubleRecordedWithoutWallet(1_000);
    const expected = expectedSeat(seen.round, seen.my_bet!.id, [{ action: 'double', details: {} }]);
    const { returned } = moneyOf(expected);
    expect(seen.my_bet).toMatchObject({ status: 'settled', win: returned, decision_stake: STAKE });
    expect(seen.balance).toBe(1_000 - STAKE + returned);
  });
});
