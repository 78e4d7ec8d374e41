import type { GameRound, LiveBetAnswer } from '@casino/contracts';
import { commitmentOf, drawCrashPoint, fairRandomness, flightMsOf, flightMultiplierAt } from '@casino/game-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/secret-box';
import { siteSecret } from '../../site-secret';
import { ADMIN_TOKEN, frame, instantGames, launch } from '../../test/studio-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { liveTableOf, placeLiveBet, seatedPlayer as seatedAt, tickUntilQuiet } from '../../test/live-kit';
import { latestRound } from './live.repository';
import { liveRounds } from './live.schema';

const TIMING = { LIVE_BETTING_MS: 10_000, LIVE_DRAW_MS: 3_000, LIVE_RESULT_MS: 6_000 };
/** A crash table's window and result are half the standard ones. */
const BETTING_MS = TIMING.LIVE_BETTING_MS / 2;
const RTP_BASIS_POINTS = 9700;
/** Longer than any round these tests fly (their crash points are chosen below 10×), shorter than a seat lasts. */
const ROUND_MS = 40_000;
/** The clock's step while waiting for a fresh round: well inside the betting window, so no window is missed. */
const WAIT_STEP_MS = 2_000;

describe.each(DATABASE_KINDS)('shared crash rounds on %s', (kind) => {
  let t: TestApp;
  let now = Date.parse('2026-11-28T12:00:00Z');
  const clock = () => new Date(now);
  let table: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN, ...TIMING }, { clock });
    table = (await instantGames(t.app, 'Crash'))[0]!.identifier;
  });
  afterAll(async () => t.close());

  const seatedPlayer = (cents?: number) => seatedAt(t.app, table, cents);
  const tableOf = (token: string) => liveTableOf(t.app, token);
  const bet = (token: string, stake: number, choice: Record<string, unknown>) =>
    placeLiveBet(t.app, token, stake, choice);
  const cashOut = (token: string) => frame(t.app, token, 'POST', '/api/studio/live/cash_out', {});
  async function after(ms: number) {
    now += ms;
    await tickUntilQuiet(t.app, /:(waiting|idle|flying)$/);
  }

  /**
   * Keeps the table seated and moves the clock on until a round opened after now takes bets. A round left by an
   * earlier test flies as long as its random crash point says (a 50× flight lasts half a minute, the top one nearly
   * two), so no fixed wait would always be long enough.
   */
  async function nextBettingRound(token: string): Promise<void> {
    const before = (await latestRound(t.database.db, table))?.number ?? 0;
    for (let waited = 0; waited < 10 * 60_000; waited += WAIT_STEP_MS) {
      await tableOf(token);
      await after(WAIT_STEP_MS);
      const round = await latestRound(t.database.db, table);
      if (round && round.number > before && round.phase === 'betting') return;
    }
    throw new Error('no fresh round opened in ten minutes of the table’s clock');
  }

  /**
   * Gives the betting round a server seed of the test's choosing whose crash point lies in [low, high): the table
   * draws its seed at random, so the test swaps the sealed seed and its commitment before any slip is taken.
   */
  async function fixCrashPoint(low: number, high: number): Promise<number> {
    const round = (await latestRound(t.database.db, table))!;
    expect(round.phase).toBe('betting');
    for (let attempt = 0; ; attempt += 1) {
      const serverSeed = commitmentOf(`chosen-${attempt}`);
      const point = drawCrashPoint(fairRandomness({ serverSeed, clientSeed: round.clientSeed, nonce: 0 }), {
        rtpBasisPoints: RTP_BASIS_POINTS,
      });
      if (point < low || point >= high) continue;
      const box = createSecretBox(await siteSecret(t.database.db, 'studio_seed_key', undefined));
      await t.database.db
        .update(liveRounds)
        .set({ sealedServerSeed: box.seal(serverSeed), commitment: commitmentOf(serverSeed) })
        .where(eq(liveRounds.id, round.id));
      return point;
    }
  }

  it('shares a crash game’s rounds among players who play for real; demo play stays a round of one’s own', async () => {
    const demo = await launch(t.app, table, { mode: 'demo' });
    expect(demo.statusCode, demo.body).toBe(201);
    const demoSession = await frame(
      t.app,
      demo.json<{ session_id: string }>().session_id,
      'GET',
      '/api/studio/session',
    );
    expect(demoSession.json()).toMatchObject({ live: null });

    const player = await seatedPlayer();
    const session = await frame(t.app, player.token, 'GET', '/api/studio/session');
    expect(session.json()).toMatchObject({ live: { table, channel: `public:live:${table}` } });
    // Half the standard window, said by the round itself so a frame joining late draws its countdown right.
    const { round } = await tableOf(player.token);
    expect(Date.parse(round.betting_closes_at) - Date.parse(round.opened_at!)).toBe(BETTING_MS);
    const single = await frame(t.app, player.token, 'POST', '/api/studio/rounds', {
      stake: 100,
      choice: { auto_cash_out: 200 },
    });
    expect(single.statusCode).toBe(409);
  });

  it('pays a cash-out at the server’s multiplier at once, an auto cash-out on the way, and nothing at the crash', async () => {
    const early = await seatedPlayer();
    const auto = await seatedPlayer();
    const rider = await seatedPlayer();
    await nextBettingRound(early.token);
    const point = await fixCrashPoint(300, 1_000);

    expect((await cashOut(early.token)).json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await bet(early.token, 1_000, {})).statusCode).toBe(201);
    expect((await cashOut(early.token)).json()).toMatchObject({ error: { code: 'LIVE_CASH_OUT_CLOSED' } });
    expect((await bet(auto.token, 1_000, { auto_cash_out: 250 })).statusCode).toBe(201);
    expect((await bet(rider.token, 1_000, { auto_cash_out: null })).statusCode).toBe(201);
    expect((await bet(rider.token, 1_000, {})).statusCode).toBe(409);
    expect((await bet(await seatedPlayer().then((p) => p.token), 100, { auto_cash_out: 100 })).statusCode).toBe(422);

    await after(BETTING_MS);
    const flying = await tableOf(early.token);
    // The flight's length would give the crash point away: it stays hidden until the crash.
    expect(flying.round).toMatchObject({ phase: 'closed', result_at: null, outcome: null, server_seed: null });
    expect((await cashOut(early.token)).json()).toMatchObject({ error: { code: 'LIVE_CASH_OUT_CLOSED' } });

    await after(2_000); // 1.27×
    const leaving = await cashOut(early.token);
    expect(leaving.statusCode, leaving.body).toBe(200);
    const multiplier = flightMultiplierAt(2_000);
    expect(multiplier).toBe(127);
    expect(leaving.json<LiveBetAnswer>()).toMatchObject({
      bet: { status: 'settled', cash_out: multiplier, win: 1_270 },
      balance: 10_000 - 1_000 + 1_270,
    });
    // Asking again answers the same cash-out, later and higher or not.
    await after(1_000);
    expect((await cashOut(early.token)).json()).toEqual(leaving.json());

    // The flight passes 2.50× 7.6 s after take-off: the table pays the auto cash-out there, before the crash.
    await after(5_000);
    const autoSeen = await tableOf(auto.token);
    expect(autoSeen.round.phase).toBe('closed');
    expect(autoSeen.my_bet).toMatchObject({ status: 'settled', cash_out: 250, win: 2_500 });
    expect(autoSeen.balance).toBe(10_000 - 1_000 + 2_500);
    expect((await cashOut(auto.token)).json<LiveBetAnswer>().bet).toMatchObject({ cash_out: 250, win: 2_500 });

    await after(flightMsOf(point) - 8_000);
    const crashed = await tableOf(rider.token);
    expect(crashed.round).toMatchObject({ phase: 'result', outcome: { crash_point: point } });
    expect(commitmentOf(crashed.round.server_seed!)).toBe(crashed.round.commitment);
    expect(Date.parse(crashed.round.result_at!) - Date.parse(crashed.round.betting_closes_at)).toBe(flightMsOf(point));
    expect(crashed.my_bet).toMatchObject({ status: 'settled', cash_out: null, win: 0 });
    expect(crashed.balance).toBe(9_000);
    expect((await cashOut(rider.token)).json()).toMatchObject({ error: { code: 'LIVE_CASH_OUT_CLOSED' } });
    expect(crashed.history[0]).toMatchObject({ outcome: { crash_point: point } });

    // Each slip is a round of the games history, verifiable from the shared round's seeds.
    const history = await t.app.inject({ method: 'GET', url: '/api/player/games', headers: { cookie: early.cookie } });
    expect(history.json<GameRound[]>()[0]).toMatchObject({
      game: table,
      total_bets: 1_000,
      total_wins: 1_270,
      provably_fair: { family: 'crash', nonce: 0, server_seed: crashed.round.server_seed },
    });
  });

  it('refuses a cash-out a millisecond after the crash point, and takes one a millisecond before', async () => {
    const late = await seatedPlayer();
    const inTime = await seatedPlayer();
    await nextBettingRound(late.token);
    const point = await fixCrashPoint(150, 400);
    expect((await bet(late.token, 500, {})).statusCode).toBe(201);
    expect((await bet(inTime.token, 500, {})).statusCode).toBe(201);
    await after(BETTING_MS);
    now += flightMsOf(point) - 1;
    const taken = await cashOut(inTime.token);
    expect(taken.json<LiveBetAnswer>().bet).toMatchObject({ cash_out: flightMultiplierAt(flightMsOf(point) - 1) });
    expect(taken.json<LiveBetAnswer>().bet.cash_out).toBeLessThanOrEqual(point);
    now += 1;
    expect((await cashOut(late.token)).json()).toMatchObject({ error: { code: 'LIVE_CASH_OUT_CLOSED' } });
    await after(0);
    expect((await tableOf(late.token)).my_bet).toMatchObject({ status: 'settled', win: 0 });
  });

  it('pays one cash-out however many requests race each other', async () => {
    const player = await seatedPlayer();
    await nextBettingRound(player.token);
    await fixCrashPoint(300, 1_000);
    expect((await bet(player.token, 1_000, {})).statusCode).toBe(201);
    await after(BETTING_MS + 3_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cashOut(player.token)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.json<LiveBetAnswer>().bet.cash_out)).size).toBe(1);
    const win = answers[0]!.json<LiveBetAnswer>().bet.win!;
    await after(ROUND_MS);
    expect((await tableOf(player.token)).balance).toBe(10_000 - 1_000 + win);
  });
});
