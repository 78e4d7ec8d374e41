import { randomUUID } from 'node:crypto';
import type { LiveBetAnswer, LiveTable } from '@casino/contracts';
import {
  dealThreeCardPoker,
  fairRandomness,
  settleThreeCardPoker,
  THREE_CARD_POKER,
  type ThreeCardPokerDecision,
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
const ANTE = 100;
const ANTE_ONLY = { bets: [{ type: 'ante', stake: ANTE }] };
const ANTE_AND_PAIR_PLUS = {
  bets: [
    { type: 'ante', stake: ANTE },
    { type: 'pair-plus', stake: 50 },
  ],
};

/** What the engine pays a slip on the round's revealed seeds, for the decision the seat stood by. */
function expectedReturn(
  round: LiveTable['round'],
  slip: { ante: number; pairPlus: number },
  decision: ThreeCardPokerDecision,
) {
  const randomness = fairRandomness({ serverSeed: round.server_seed!, clientSeed: round.client_seed, nonce: 0 });
  const outcome = settleThreeCardPoker(THREE_CARD_POKER, slip, dealThreeCardPoker(randomness), decision);
  return outcome.anteReturn + outcome.playReturn + outcome.bonusReturn + outcome.pairPlusReturn;
}

describe.each(DATABASE_KINDS)('live decision tables on %s', (kind) => {
  let t: TestApp;
  let now = Date.parse('2026-11-29T12:00:00Z');
  const clock = () => new Date(now);
  let table: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN, ...TIMING }, { clock });
    table = (await catalogueGames(t.app, 'live', 'Three Card Poker Live'))[0]!.identifier;
  });
  afterAll(async () => t.close());

  const seatedPlayer = (cents: number) => seatedAt(t.app, table, cents);
  const tableOf = (token: string) => liveTableOf(t.app, token);
  const bet = (token: string, stake: number, choice: Record<string, unknown>) =>
    placeLiveBet(t.app, token, stake, choice);
  const decide = (token: string, decision: string, key = randomUUID()) =>
    frame(t.app, token, 'POST', '/api/studio/live/decision', { decision }, { 'idempotency-key': key });
  async function after(ms: number) {
    now += ms;
    await tickUntilQuiet(t.app);
  }
  /** Seats the players and lets whatever round was running end, so a fresh betting window is open. */
  async function freshRound(...tokens: string[]) {
    for (const token of tokens) await tableOf(token);
    await after(ROUND_MS);
    const { round } = await tableOf(tokens[0]!);
    expect(round.phase).toBe('betting');
    return round;
  }

  it('deals one hand to every seat when betting closes, and settles each slip by its own play or fold', async () => {
    const player = await seatedPlayer(10_000);
    const folder = await seatedPlayer(10_000);
    const silent = await seatedPlayer(10_000);
    const round = await freshRound(player.token, folder.token, silent.token);
    expect(round.deal).toBeNull();
    expect((await bet(player.token, ANTE, ANTE_ONLY)).statusCode).toBe(201);
    expect((await bet(folder.token, 150, ANTE_AND_PAIR_PLUS)).statusCode).toBe(201);
    expect((await bet(silent.token, 150, ANTE_AND_PAIR_PLUS)).statusCode).toBe(201);
    // Nothing to decide while betting is open: the hand is not dealt yet.
    expect((await decide(player.token, 'play')).json()).toMatchObject({ error: { code: 'LIVE_DECISION_CLOSED' } });

    await after(TIMING.LIVE_BETTING_MS);
    const closed = await tableOf(player.token);
    expect(closed.round).toMatchObject({ phase: 'closed', server_seed: null, outcome: null });
    const deal = closed.round.deal as { player: unknown[]; dealer?: unknown };
    expect(deal.player).toHaveLength(3);
    expect(deal.dealer).toBeUndefined();
    expect((await tableOf(folder.token)).round.deal).toEqual(closed.round.deal);
    expect(Date.parse(closed.round.result_at!) - Date.parse(closed.round.betting_closes_at)).toBe(
      TIMING.LIVE_DECISION_MS,
    );

    // A play takes its stake, the ante again, at once; asking again changes nothing, changing one's mind is refused.
    const played = await decide(player.token, 'play');
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json<LiveBetAnswer>()).toMatchObject({
      bet: { decision: 'play', decision_stake: ANTE, status: 'placed' },
      balance: 10_000 - 2 * ANTE,
    });
    expect((await decide(player.token, 'play')).json()).toMatchObject({ balance: 10_000 - 2 * ANTE });
    expect((await decide(player.token, 'fold')).json()).toMatchObject({ error: { code: 'LIVE_DECISION_CLOSED' } });
    expect((await decide(folder.token, 'fold')).json()).toMatchObject({
      bet: { decision: 'fold', decision_stake: 0 },
      balance: 10_000 - 150,
    });
    expect((await decide(folder.token, 'bogus')).statusCode).toBe(422);
    const watcher = await seatedPlayer(1_000);
    expect((await decide(watcher.token, 'play')).json()).toMatchObject({ error: { code: 'NOT_FOUND' } });

    await after(TIMING.LIVE_DECISION_MS);
    // Too late: the silent seat folds.
    const seen = await tableOf(player.token);
    expect(seen.round.phase).toBe('result');
    expect((await decide(silent.token, 'play')).json()).toMatchObject({ error: { code: 'LIVE_DECISION_CLOSED' } });
    const randomness = fairRandomness({
      serverSeed: seen.round.server_seed!,
      clientSeed: seen.round.client_seed,
      nonce: 0,
    });
    const shared = dealThreeCardPoker(randomness);
    expect(seen.round.outcome).toMatchObject({ player: shared.player, dealer: shared.dealer });
    expect(seen.round.outcome).not.toHaveProperty('decision');
    expect(deal.player).toEqual(shared.player);

    const playerWin = expectedReturn(seen.round, { ante: ANTE, pairPlus: 0 }, 'play');
    expect(seen.my_bet).toMatchObject({ status: 'settled', win: playerWin, decision: 'play', decision_stake: ANTE });
    expect(seen.balance).toBe(10_000 - 2 * ANTE + playerWin);
    const foldWin = expectedReturn(seen.round, { ante: ANTE, pairPlus: 50 }, 'fold');
    expect((await tableOf(folder.token)).my_bet).toMatchObject({ status: 'settled', win: foldWin, decision: 'fold' });
    const silentSeat = await tableOf(silent.token);
    expect(silentSeat.my_bet).toMatchObject({ status: 'settled', win: foldWin, decision: 'fold', decision_stake: 0 });
    expect(silentSeat.balance).toBe(10_000 - 150 + foldWin);
  });

  it('refuses a play the balance cannot pay, and the seat may still fold', async () => {
    const player = await seatedPlayer(ANTE);
    await freshRound(player.token);
    expect((await bet(player.token, ANTE, ANTE_ONLY)).json()).toMatchObject({ balance: 0 });
    await after(TIMING.LIVE_BETTING_MS);
    expect((await decide(player.token, 'play')).json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });
    expect((await tableOf(player.token)).my_bet).toMatchObject({ decision: null, decision_stake: 0 });
    expect((await decide(player.token, 'fold')).json()).toMatchObject({ bet: { decision: 'fold' }, balance: 0 });
    await after(TIMING.LIVE_DECISION_MS);
    expect((await tableOf(player.token)).my_bet).toMatchObject({ status: 'settled', win: 0 });
  });

  /** How many ledger movements took the seat's play stake: a retried or raced play must take it once. */
  async function playStakesTaken(betId: string): Promise<number> {
    const [row] = await rawRows(
      t.database.db,
      sql`select count(*) as taken from ledger_transactions where idempotency_key = ${`game:studio:lb${betId}:play`}`,
    );
    return Number(row!.taken);
  }

  it('answers a decision retried under its Idempotency-Key from its record, and takes the play stake once', async () => {
    const player = await seatedPlayer(10_000);
    await freshRound(player.token);
    const placed = (await bet(player.token, ANTE, ANTE_ONLY)).json<LiveBetAnswer>();
    await after(TIMING.LIVE_BETTING_MS);
    const key = randomUUID();
    const first = await decide(player.token, 'play', key);
    const retried = await decide(player.token, 'play', key);
    expect(first.statusCode, first.body).toBe(200);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect(first.json<LiveBetAnswer>().balance).toBe(10_000 - 2 * ANTE);
    expect(await playStakesTaken(placed.bet.id)).toBe(1);
    // The key stands for that request only: another decision under it is refused, not taken.
    expect((await decide(player.token, 'fold', key)).json()).toMatchObject({
      error: { code: 'IDEMPOTENCY_KEY_REUSED' },
    });
    await after(TIMING.LIVE_DECISION_MS);
    // Asked again after the result, the key still answers with the first answer, not the slip as settled now.
    const late = await decide(player.token, 'play', key);
    expect(late.json()).toEqual(first.json());
    expect(late.json<LiveBetAnswer>().bet.status).toBe('placed');
    expect(await playStakesTaken(placed.bet.id)).toBe(1);
  });

  it('lets one decision of a seat stand when plays and folds race, and takes its stake once', async () => {
    const player = await seatedPlayer(10_000);
    await freshRound(player.token);
    const placed = (await bet(player.token, ANTE, ANTE_ONLY)).json<LiveBetAnswer>();
    await after(TIMING.LIVE_BETTING_MS);
    const decisions = ['play', 'fold', 'play', 'fold', 'play', 'fold'];
    const answers = await Promise.all(decisions.map((decision) => decide(player.token, decision)));
    const { my_bet: decided } = await tableOf(player.token);
    const standing = decided!.decision!;
    answers.forEach((answer, index) => {
      if (decisions[index] === standing) expect(answer.statusCode, answer.body).toBe(200);
      else expect(answer.json()).toMatchObject({ error: { code: 'LIVE_DECISION_CLOSED' } });
    });
    expect(await playStakesTaken(placed.bet.id)).toBe(standing === 'play' ? 1 : 0);

    await after(TIMING.LIVE_DECISION_MS);
    const seen = await tableOf(player.token);
    const win = expectedReturn(seen.round, { ante: ANTE, pairPlus: 0 }, standing);
    expect(seen.my_bet).toMatchObject({ status: 'settled', decision: standing, win });
    expect(seen.balance).toBe(10_000 - ANTE - (standing === 'play' ? ANTE : 0) + win);
  });

  /** A process that recorded a play and stopped before the wallet was asked: settlement finds the decision alone. */
  async function playRecordedWithoutWallet(cents: number) {
    const player = await seatedPlayer(cents);
    await freshRound(player.token);
    const placed = (await bet(player.token, ANTE, ANTE_ONLY)).json<LiveBetAnswer>();
    await after(TIMING.LIVE_BETTING_MS);
    await t.database.db.execute(
      sql`update live_bets set decision = 'play', decision_stake = ${ANTE} where id = ${Number(placed.bet.id)}`,
    );
    await after(TIMING.LIVE_DECISION_MS);
    return tableOf(player.token);
  }

  it('settles a recorded play as a fold when its stake cannot be taken at settlement', async () => {
    // The balance was spent on the ante: nothing is left for the play.
    const seen = await playRecordedWithoutWallet(ANTE);
    expect(seen.my_bet).toMatchObject({ status: 'settled', win: 0, decision: 'fold', decision_stake: 0 });
    expect(seen.balance).toBe(0);
  });

  it("takes a recorded play's stake at settlement when the wallet was not asked before", async () => {
    const seen = await playRecordedWithoutWallet(1_000);
    const win = expectedReturn(seen.round, { ante: ANTE, pairPlus: 0 }, 'play');
    expect(seen.my_bet).toMatchObject({ status: 'settled', win, decision: 'play', decision_stake: ANTE });
    expect(seen.balance).toBe(1_000 - 2 * ANTE + win);
  });
});
