import { randomUUID } from 'node:crypto';
import type { GameRound, LiveBetAnswer, LiveMessage } from '@casino/contracts';
import { commitmentOf, drawDoubleBall, fairRandomness, playRoulette, EUROPEAN_ROULETTE } from '@casino/game-engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { liveTableOf, placeLiveBet, seatedPlayer as seatedAt, tickUntilQuiet } from '../../test/live-kit';
import { LIVE_LEASE_MS } from './live-scheduler';
import { ADMIN_TOKEN, catalogueGames, credit, frame, launch, launched } from '../../test/studio-kit';

const TIMING = { LIVE_BETTING_MS: 10_000, LIVE_DRAW_MS: 3_000, LIVE_RESULT_MS: 5_000 };
/** Longer than a whole round, shorter than a seat lasts without a call (60 s). */
const ROUND_MS = 30_000;
const RED = { bets: [{ type: 'red', stake: 100 }] };
const STRAIGHT_17 = { bets: [{ type: 'straight', numbers: [17], stake: 100 }] };

describe.each(DATABASE_KINDS)('live tables on %s', (kind) => {
  let t: TestApp;
  let now = Date.parse('2026-11-28T12:00:00Z');
  const clock = () => new Date(now);
  let table: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN, ...TIMING }, { clock });
    const lives = await catalogueGames(t.app, 'live', 'Live');
    // A table of the standard rhythm: speed tables halve the betting window.
    table = lives.find((game) => /Roulette Live$/.test(game.title))!.identifier;
  });
  afterAll(async () => t.close());

  const seatedPlayer = (cents?: number) => seatedAt(t.app, table, cents);
  const tableOf = (token: string) => liveTableOf(t.app, token);
  const bet = (token: string, stake: number, choice: Record<string, unknown>) =>
    placeLiveBet(t.app, token, stake, choice);
  /** Moves the clock on and lets the scheduler take every step then due. */
  async function after(ms: number) {
    now += ms;
    await tickUntilQuiet(t.app);
  }

  it('is real money only, and a frame seated at it sees the round, its commitment and its realtime channel', async () => {
    expect((await launch(t.app, table, { mode: 'demo' })).json()).toMatchObject({
      error: { code: 'GAME_DEMO_UNAVAILABLE' },
    });
    const player = await seatedPlayer();
    const session = await frame(t.app, player.token, 'GET', '/api/studio/session');
    expect(session.json()).toMatchObject({ live: { table, channel: `public:live:${table}` } });
    const seen = await tableOf(player.token);
    expect(seen).toMatchObject({ table, channel: `public:live:${table}`, my_bet: null, balance: 10_000 });
    expect(seen.round).toMatchObject({ phase: 'betting', server_seed: null, outcome: null });
    expect(seen.realtime.token.length).toBeGreaterThan(20);
    expect(seen.players).toBe(1);
    // Single-player rounds are not how a live table is played.
    const single = await frame(t.app, player.token, 'POST', '/api/studio/rounds', { stake: 100, choice: RED });
    expect(single.statusCode).toBe(409);
  });

  it('settles every slip of a round from one shared draw, announced on the table’s channel', async () => {
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const first = await seatedPlayer();
    const second = await seatedPlayer();
    await tableOf(first.token);
    await after(ROUND_MS); // whatever round was running ends, and a fresh one opens for the seated
    const round = (await tableOf(first.token)).round;
    expect(round.phase).toBe('betting');

    const placed = await bet(first.token, 100, RED);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<LiveBetAnswer>()).toMatchObject({ bet: { stake: 100, status: 'placed' }, balance: 9_900 });
    expect((await bet(second.token, 100, STRAIGHT_17)).statusCode).toBe(201);
    expect((await bet(first.token, 100, RED)).json()).toMatchObject({ error: { code: 'ROUND_IN_PROGRESS' } });
    expect((await bet(second.token, 150, RED)).statusCode).toBe(422);

    await after(TIMING.LIVE_BETTING_MS);
    expect((await tableOf(first.token)).round.phase).toBe('closed');
    await tableOf(second.token);
    const late = await seatedPlayer();
    expect((await bet(late.token, 100, RED)).json()).toMatchObject({ error: { code: 'LIVE_BETTING_CLOSED' } });

    await after(TIMING.LIVE_DRAW_MS);
    const seenByFirst = await tableOf(first.token);
    const seenBySecond = await tableOf(second.token);
    expect(seenByFirst.round).toEqual(seenBySecond.round);
    const { server_seed: serverSeed, client_seed: clientSeed, commitment } = seenByFirst.round;
    expect(commitmentOf(serverSeed!)).toBe(commitment);
    const randomness = fairRandomness({ serverSeed: serverSeed!, clientSeed, nonce: 0 });
    const { pocket } = playRoulette(EUROPEAN_ROULETTE, [{ type: 'red', stake: 100 }], randomness);
    expect(seenByFirst.round.outcome).toMatchObject({ pocket });
    const redWin = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket) ? 200 : 0;
    expect(seenByFirst.my_bet).toMatchObject({ status: 'settled', win: redWin });
    expect(seenByFirst.balance).toBe(9_900 + redWin);
    expect(seenBySecond.my_bet).toMatchObject({ status: 'settled', win: pocket === 17 ? 3_600 : 0 });
    expect(seenBySecond.history[0]).toMatchObject({ number: round.number, outcome: { pocket } });
    // The games history carries the slip's round seeds, so /provably-fair replays the pocket every seat saw.
    const history = await t.app.inject({ method: 'GET', url: '/api/player/games', headers: { cookie: first.cookie } });
    expect(history.json<GameRound[]>()[0]).toMatchObject({
      game: table,
      total_bets: 100,
      total_wins: redWin,
      provably_fair: { family: 'roulette', client_seed: clientSeed, nonce: 0, commitment, server_seed: serverSeed },
    });

    const messages = publish.mock.calls
      .filter(([channel]) => channel === `public:live:${table}`)
      .map(([, message]) => message as LiveMessage)
      .filter((message) => message.round.number === round.number);
    expect(messages.map((message) => message.type)).toEqual(['round_open', 'bets_closed', 'result']);
    // Each message carries the table's player count: both seats were present at the result.
    expect(messages.every((message) => (message.players ?? 0) >= 1)).toBe(true);
    expect(messages[2]!.players).toBeGreaterThanOrEqual(2);
    expect(messages[0]!.round).toMatchObject({ commitment, server_seed: null, outcome: null });
    expect(messages[2]!.round).toMatchObject({ server_seed: serverSeed, outcome: { pocket } });
    publish.mockRestore();
  });

  it('takes one slip per player and round however many arrive at once, and answers a retry without charging again', async () => {
    const player = await seatedPlayer();
    await tableOf(player.token);
    await after(ROUND_MS);
    const answers = await Promise.all(Array.from({ length: 6 }, () => bet(player.token, 100, RED)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.json()).toMatchObject({ error: { code: 'ROUND_IN_PROGRESS' } });
    }
    expect((await tableOf(player.token)).balance).toBe(9_900);

    await after(ROUND_MS); // that round settles and a new one opens
    const before = (await tableOf(player.token)).balance;
    const key = { 'idempotency-key': randomUUID() };
    const slip = { stake: 100, choice: RED };
    const send = () => frame(t.app, player.token, 'POST', '/api/studio/live/bets', slip, key);
    const [first, racing] = await Promise.all([send(), send()]);
    const again = await send();
    // The copy that arrives while the first runs is told to retry; every later copy gets the first one's answer.
    const placed = [first, racing, again].filter((answer) => answer.statusCode === 201);
    for (const waiting of [first, racing].filter((answer) => answer.statusCode !== 201)) {
      expect(waiting.json()).toMatchObject({ error: { code: 'REQUEST_IN_PROGRESS' } });
    }
    expect(placed.length).toBeGreaterThanOrEqual(2);
    expect(new Set(placed.map((answer) => answer.body)).size).toBe(1);
    const seen = await tableOf(player.token);
    expect(seen.my_bet).toMatchObject({ status: 'placed', stake: 100 });
    expect(seen.balance).toBe(before - 100);
  });

  it('charges a slip racing the close only if it is on the round, and settles every slip it charged', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => seatedPlayer()));
    await tableOf(players[0]!.token);
    await after(ROUND_MS);
    now += TIMING.LIVE_BETTING_MS - 1;
    // Slips sent a few milliseconds apart while the window closes: early ones land, late ones are refused, and any
    // that meets the close in flight must come out as one or the other, never charged and off the round.
    const sent = players.map(async (player, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 10));
      return bet(player.token, 100, RED);
    });
    await new Promise((resolve) => setTimeout(resolve, 35));
    const [answers] = await Promise.all([Promise.all(sent), after(1)]);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.json()).toMatchObject({ error: { code: 'LIVE_BETTING_CLOSED' } });
    }

    await after(TIMING.LIVE_DRAW_MS);
    for (const [index, player] of players.entries()) {
      const seen = await tableOf(player.token);
      if (answers[index]!.statusCode === 201) {
        expect(seen.my_bet).toMatchObject({ status: 'settled' });
        expect(seen.balance).toBe(10_000 - 100 + seen.my_bet!.win!);
      } else {
        expect(seen.my_bet).toBeNull();
        expect(seen.balance).toBe(10_000);
      }
    }
  });

  it('refuses a choice a table does not offer with a 422, before its game reads it, and keeps only what it reads', async () => {
    const lives = await catalogueGames(t.app, 'live', 'Live');
    const wheel = lives.find((game) => /Wheel Live$/.test(game.title))!.identifier;
    const player = await seatedAt(t.app, wheel);
    // A wheel's risk picks its segments: an unknown one used to reach the draw and answer 500.
    for (const choice of [{ risk: 1 }, { risk: 'extreme' }, { risk: '__proto__' }, { risk: 'constructor' }]) {
      const refused = await placeLiveBet(t.app, player.token, 10, choice);
      expect(refused.statusCode, JSON.stringify(choice)).toBe(422);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    await liveTableOf(t.app, player.token);
    await after(ROUND_MS);
    const placed = await placeLiveBet(t.app, player.token, 100, { risk: 'low', note: 'not the game’s' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<LiveBetAnswer>().bet.choice).toEqual({ risk: 'low' });
  });

  it('runs a double ball roulette table: two balls from the round’s seeds, each carrying half of every bet', async () => {
    const doubleBall = (await catalogueGames(t.app, 'live', 'Double Ball Roulette'))[0]!.identifier;
    const player = await registerPlayer(t.app);
    await credit(t.app, player.id, 10_000);
    const { session_id: token } = await launched(t.app, doubleBall, { mode: 'real' }, player.cookie);
    await tableOf(token);
    await after(ROUND_MS);
    expect((await bet(token, 200, { bets: [...STRAIGHT_17.bets, ...RED.bets] })).statusCode).toBe(201);
    await after(TIMING.LIVE_BETTING_MS);
    await after(TIMING.LIVE_DRAW_MS);
    const seen = await tableOf(token);
    const { server_seed: serverSeed, client_seed: clientSeed } = seen.round;
    const pockets = drawDoubleBall(fairRandomness({ serverSeed: serverSeed!, clientSeed, nonce: 0 }));
    expect(seen.round.outcome).toMatchObject({ pockets });
    const hits = (wins: (pocket: number) => boolean) => pockets.filter(wins).length;
    const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    const win = hits((pocket) => pocket === 17) * 1_800 + hits((pocket) => red.has(pocket)) * 100;
    expect(seen.my_bet).toMatchObject({ status: 'settled', win });
    expect(seen.balance).toBe(10_000 - 200 + win);
  });

  it('opens the next round once the result has been shown, with a new commitment', async () => {
    const player = await seatedPlayer();
    const before = (await tableOf(player.token)).round;
    await after(ROUND_MS);
    const next = (await tableOf(player.token)).round;
    expect(next.number).toBeGreaterThan(before.number);
    expect(next.commitment).not.toBe(before.commitment);
  });

  it('keeps its round when the process leading it stops: another process takes the table over', async () => {
    const player = await seatedPlayer();
    await tableOf(player.token);
    await after(ROUND_MS);
    const round = (await tableOf(player.token)).round;
    expect((await bet(player.token, 100, RED)).statusCode).toBe(201);
    const other = await buildApp({
      config: testConfig({ REDIS_URL: undefined, ADMIN_TOKEN, ...TIMING }),
      db: t.database.db,
      clock,
    });
    await other.ready();
    try {
      // The other process waits while this one holds the table's lease.
      expect(await other.liveTables.tick()).toEqual([]);
      await t.app.liveTables.stop();
      now += TIMING.LIVE_BETTING_MS + TIMING.LIVE_DRAW_MS;
      for (let step = 0; step < 4; step += 1) await other.liveTables.tick();
      const seen = await tableOf(player.token);
      expect(seen.round).toMatchObject({ number: round.number, phase: 'result' });
      expect(seen.my_bet).toMatchObject({ status: 'settled' });

      // A leader that dies gives nothing back: its lease runs out, and then another process leads.
      await tableOf(player.token);
      now += LIVE_LEASE_MS + 1;
      const steps = await t.app.liveTables.tick();
      expect(steps).toEqual([`${table}:opened`]);
    } finally {
      await other.close();
    }
  });
});
