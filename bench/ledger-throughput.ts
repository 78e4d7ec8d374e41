import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { openDatabase } from '../apps/server/src/db/client';
import { createAuditLog } from '../apps/server/src/modules/audit';
import { createLedger, houseBook, playerBook } from '../apps/server/src/modules/ledger';
import type { Posting } from '../apps/server/src/modules/ledger';
import { createOutbox } from '../apps/server/src/modules/outbox';
import { createAccount } from '../apps/server/src/modules/player';
import { createWalletsService } from '../apps/server/src/modules/wallets';
import { createEmptyPostgresDatabase } from '../apps/server/src/test/test-database';
import { quietLogger } from '../apps/server/src/test/quiet-logger';
import { percentiles, type Percentiles } from './lib/percentiles';
import { envInteger } from './lib/env-integer';

/**
 * The money hot path: a bet (debit) then a win (credit), each one ledger transaction with its balance announcement
 * (the outbox event), through the wallets service on the PostgreSQL server, against pgbench running the same SQL on
 * the same server in the same run, the two taking turns for `ROUNDS` rounds so that the machine's noise falls on
 * both. Then one hot wallet with 8, 16 and 32 clients, and the p99 latency of a bet-then-win at half the peak rate.
 */
const DURATION_S = envInteger('BENCH_LEDGER_DURATION_S', 10);
const ROUNDS = envInteger('BENCH_LEDGER_ROUNDS', 3);
const PLAYERS = 64;
const STAKE = 100;
const STARTING_CASH = 1_000_000_000_000;

export type LedgerRun = { name: string; clients: number; pairsPerSecond: number };
export type LedgerBench = {
  /** The service and pgbench, round by round, in the order they ran. */
  runs: LedgerRun[];
  /**
   * The service's bet-then-win pairs per second over pgbench's, over all rounds, same SQL, same clients, sent as the
   * service sends it: statements prepared, BEGIN with the first statement and the last with COMMIT (pipelined). The
   * like-for-like figure the target is checked against.
   */
  ratioToPgbench: number;
  /** The same over pgbench waiting for each statement's answer before the next, as the service did before. */
  ratioToUnpipelinedPgbench: number;
  unpipelined: LedgerRun;
  /** Per number of clients, the mean over the rounds. */
  hotWallet: LedgerRun[];
  /** The service's latencies at half the peak rate (its p99 is the target), and pgbench's at the same rate (not checked). */
  atHalfPeak: Percentiles;
  pgbenchAtHalfPeak: Percentiles;
  halfPeakRate: number;
};

/** `count` players, each with a EUR wallet holding far more than a benchmark can stake. */
export async function preparePlayers(db: Database, count = PLAYERS): Promise<number[]> {
  await db.transaction((tx) =>
    tx.execute(sql`insert into currencies (code, symbol, subunits_to_unit, fiat, display_unit)
      values ('EUR', '€', 100, true, 'unit') on conflict do nothing`),
  );
  const ledger = createLedger({ clock: () => new Date() });
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = await db.transaction(async (tx) => {
      const user = await createAccount(tx, {
        email: `bench-${index}-${randomUUID()}@example.com`,
        currency: 'EUR',
        locale: 'en',
        createdAt: new Date(),
      });
      if (!user) throw new Error('no bench player');
      await ledger.post(tx, {
        idempotencyKey: `bench-deposit:${user.id}`,
        kind: 'deposit',
        legs: [
          { account: playerBook(user.id, 'EUR', 'cash'), amount: STARTING_CASH },
          { account: houseBook('EUR', 'payment_clearing'), amount: -STARTING_CASH },
        ],
      });
      return user.id;
    });
    ids.push(id);
  }
  return ids;
}

const stakeOf = (userId: number, kind: 'bet' | 'win'): Posting => ({
  idempotencyKey: `${kind}:${randomUUID()}`,
  kind,
  roundId: randomUUID(),
  legs: [
    { account: playerBook(userId, 'EUR', 'cash'), amount: kind === 'bet' ? -STAKE : STAKE },
    { account: houseBook('EUR', 'game_revenue'), amount: kind === 'bet' ? STAKE : -STAKE },
  ],
});

type Service = ReturnType<typeof createWalletsService>;

async function betThenWin(db: Database, wallets: Service, userId: number): Promise<void> {
  await db.transaction((tx) => wallets.post(tx, stakeOf(userId, 'bet')));
  await db.transaction((tx) => wallets.post(tx, stakeOf(userId, 'win')));
}

/** Closed loop: `clients` workers, each starting its next pair when the last one ends. */
async function serviceRun(
  db: Database,
  wallets: Service,
  name: string,
  clients: number,
  playerFor: (worker: number, round: number) => number,
  seconds = DURATION_S,
): Promise<LedgerRun> {
  const deadline = Date.now() + seconds * 1_000;
  let pairs = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, worker) => {
      for (let round = 0; Date.now() < deadline; round += 1) {
        await betThenWin(db, wallets, playerFor(worker, round));
        pairs += 1;
      }
    }),
  );
  return { name, clients, pairsPerSecond: pairs / ((Date.now() - started) / 1_000) };
}

/**
 * The statements `wallets.post` sends for one movement, as a pgbench transaction. pgbench reads `:name` as a variable
 * even inside a string, hence `chr(58)` for the colon of the stream name. `pipelined`: sent as the service sends them,
 * BEGIN with the posting and the announcement with COMMIT, each pair without waiting between its two.
 */
const pgbenchMovement = (kind: 'bet' | 'win', amount: number, pipelined: boolean) => {
  const [start, end] = pipelined ? ['\\startpipeline\n', '\\endpipeline\n'] : ['', ''];
  return `${start}BEGIN;
WITH posted AS (
    INSERT INTO ledger_transactions (idempotency_key, kind, payment_id, round_id, details, created_at)
    VALUES ('pgbench-${kind}-' || :client_id::text || '-' || :key::text || '-' || random()::text, '${kind}', NULL,
      'round-' || :key::text, NULL::jsonb, now())
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id),
  entries AS (
    INSERT INTO ledger_entries (transaction_id, account_id, currency, amount)
    SELECT posted.id, leg.account_id, leg.currency, leg.amount FROM posted,
      (VALUES (:account::bigint, 'EUR'::text, (${amount})::bigint), (:house::bigint, 'EUR'::text, (${-amount})::bigint))
        AS leg(account_id, currency, amount)),
  moved AS (
    UPDATE ledger_accounts SET balance = balance + (${amount})::bigint
    WHERE id = :account::bigint AND balance + (${amount})::bigint >= 0 AND EXISTS (SELECT FROM posted)
    RETURNING balance)
  SELECT posted.id AS transaction_id, (SELECT balance FROM moved) AS balance FROM posted;
${end}${start}WITH next AS (
    INSERT INTO outbox_streams (stream, last_sequence) VALUES ('player' || chr(58) || :player::text, 1)
    ON CONFLICT (stream) DO UPDATE SET last_sequence = outbox_streams.last_sequence + 1
    RETURNING last_sequence)
  INSERT INTO outbox_events (stream, sequence, type, user_id, payload, created_at, next_attempt_at)
  SELECT 'player' || chr(58) || :player::text, next.last_sequence, 'balance_changed', :player, (
    SELECT jsonb_build_object('account', json_build_object('currency', state.currency, 'active', state.active,
      'amount_cents', state.cash + state.bonus, 'available_to_cashout_cents', state.cash,
      'available_to_bet_with_locked_cent', state.cash + state.bonus,
      'hidden_at', to_char(state.hidden_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24' || chr(58) || 'MI' || chr(58) || 'SS.MS"Z"'),
      'deposit_available', state.deposit_available, 'selected_lottery_id', NULL,
      'subunits_to_unit', state.subunits_to_unit, 'display_unit', state.display_unit))
    FROM wallet_state(:player::bigint, 'EUR'::text) state), now(), now() FROM next;
COMMIT;
${end}`;
};

async function pgbenchRun(
  url: string,
  pipelined: boolean,
  clients: number,
  players: number[],
  house: number,
): Promise<LedgerRun> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pgbench-'));
  try {
    const script = await writePgbenchScript(folder, pipelined, players, house);
    const { stdout } = await promisify(execFile)(
      'pgbench',
      ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(DURATION_S), '-f', script, url],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    // One script run is one bet and one win.
    const name = pipelined ? 'pgbench, same SQL, pipelined as the service' : 'pgbench, each statement awaited';
    return { name, clients, pairsPerSecond: Number(tps) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The bet-then-win script pgbench runs: the service's SQL, over the same players. */
async function writePgbenchScript(folder: string, pipelined: boolean, players: number[], house: number) {
  const script = path.join(folder, 'bet-then-win.sql');
  const [first, last] = [players[0] ?? 1, players[players.length - 1] ?? 1];
  await writeFile(
    script,
    `\\set player random(${first}, ${last})\n\\set key random(1, 1000000000000)\n\\set house ${house}\n` +
      // The service remembers a wallet's account id; pgbench reads it once per pair (a small handicap to pgbench).
      `SELECT id AS account FROM ledger_accounts WHERE user_id = :player AND currency = 'EUR' AND book = 'cash' \\gset\n` +
      pgbenchMovement('bet', -STAKE, pipelined) +
      pgbenchMovement('win', STAKE, pipelined),
  );
  return script;
}

/**
 * pgbench running the same pairs at the same fixed rate (`--rate`), each pair's time read from its per-transaction
 * log: the p99 the server and its disk give without the service. Printed beside the service's, not checked: when
 * the two are alike, what sets the service's p99 is the machine (a commit waiting on a stalled disk), not its code.
 */
async function pgbenchLatencyAtRate(url: string, rate: number, players: number[], house: number) {
  const folder = await mkdtemp(path.join(tmpdir(), 'pgbench-'));
  try {
    const script = await writePgbenchScript(folder, true, players, house);
    const prefix = path.join(folder, 'latency');
    const args = ['-n', '-M', 'prepared', '-c', '16', '-j', '2', '-R', String(rate), '-T', String(DURATION_S)];
    await promisify(execFile)('pgbench', [...args, '-l', '--log-prefix', prefix, '-f', script, url], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const latencies: number[] = [];
    for (const file of (await readdir(folder)).filter((name) => name.startsWith('latency'))) {
      // client_id transaction_no time script_no time_epoch time_us [schedule_lag]: `time` is the pair's µs.
      for (const line of (await readFile(path.join(folder, file), 'utf8')).split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (line && Number.isFinite(micros)) latencies.push(micros / 1_000);
      }
    }
    return percentiles(latencies);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Open loop at a fixed rate: a pair starts every 1/rate seconds whether or not earlier ones have finished. */
async function latencyAtRate(db: Database, wallets: Service, players: number[], rate: number): Promise<Percentiles> {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const interval = 1_000 / rate;
  const started = performance.now();
  for (let index = 0; performance.now() - started < DURATION_S * 1_000; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const begun = performance.now();
    const userId = players[index % players.length] ?? 1;
    pending.push(betThenWin(db, wallets, userId).then(() => void latencies.push(performance.now() - begun)));
  }
  await Promise.all(pending);
  return percentiles(latencies);
}

export async function measureLedger(): Promise<LedgerBench | undefined> {
  if (!process.env.DATABASE_URL) {
    console.error('ledger benchmark skipped: it needs a PostgreSQL server (DATABASE_URL)');
    return undefined;
  }
  const empty = await createEmptyPostgresDatabase();
  // As in production: the server's pool (its default size), without the pool guard, which the tests keep on
  // (docs/decisions.md). Thirty-two connections, one per client of the hot wallet's largest run, rotated its
  // movements over as many backends and made it fall from 8 to 32 clients (docs/benchmarks.md).
  const database = await openDatabase({ kind: 'postgres', url: empty.url, guardPool: false });
  try {
    await database.migrate();
    const db = database.db;
    const players = await preparePlayers(db);
    const clock = () => new Date();
    const outbox = createOutbox({ db, clock, logger: quietLogger });
    const wallets = createWalletsService({
      db,
      clock,
      audit: createAuditLog({ clock }),
      outbox,
      ledger: createLedger({ clock }),
    });
    // The game revenue book is opened by the first bet; pgbench's script names it by id.
    await betThenWin(db, wallets, players[0] ?? 1);
    const [house] = (
      (await db.execute(
        sql`select id from ledger_accounts where user_id is null and book = 'game_revenue' and currency = 'EUR'`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    if (!house) throw new Error('no game revenue book');

    const clients = 16;
    const spread = (worker: number, round: number) => players[(worker * 7 + round) % players.length] ?? 1;
    // Warm-up, not counted: the pool opens its connections and prepares its statements on each, and the code is
    // compiled, as in a casino already running (pgbench's figure leaves out its connections' start too).
    await serviceRun(db, wallets, 'warm-up', clients, spread, 3);
    const runs: LedgerRun[] = [];
    const serviceRounds: LedgerRun[] = [];
    const pgbenchRounds: LedgerRun[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const service = await serviceRun(db, wallets, 'wallets service', clients, spread);
      const pgbench = await pgbenchRun(empty.url, true, clients, players, Number(house.id));
      serviceRounds.push(service);
      pgbenchRounds.push(pgbench);
      runs.push(service, pgbench);
    }
    const unpipelined = await pgbenchRun(empty.url, false, clients, players, Number(house.id));
    const mean = (rounds: LedgerRun[]) => rounds.reduce((sum, run) => sum + run.pairsPerSecond, 0) / rounds.length;
    const service = mean(serviceRounds);
    const pgbench = mean(pgbenchRounds);

    const hotWallet = [8, 16, 32].map((hotClients) => ({
      name: 'one hot wallet',
      clients: hotClients,
      pairsPerSecond: 0,
    }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const hot of hotWallet) {
        const run = await serviceRun(db, wallets, 'one hot wallet', hot.clients, () => players[0] ?? 1);
        hot.pairsPerSecond += run.pairsPerSecond / ROUNDS;
      }
    }
    const halfPeakRate = Math.max(1, Math.floor(service / 2));
    const atHalfPeak = await latencyAtRate(db, wallets, players, halfPeakRate);
    const pgbenchAtHalfPeak = await pgbenchLatencyAtRate(empty.url, halfPeakRate, players, Number(house.id));
    return {
      runs,
      ratioToPgbench: service / pgbench,
      ratioToUnpipelinedPgbench: service / unpipelined.pairsPerSecond,
      unpipelined,
      hotWallet,
      atHalfPeak,
      pgbenchAtHalfPeak,
      halfPeakRate,
    };
  } finally {
    await database.close();
    await empty.drop();
  }
}
