import { execFile } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { openDatabase } from '../apps/server/src/db/client';
import { createEmptyPostgresDatabase } from '../apps/server/src/test/test-database';
import { preparePlayers } from './ledger-throughput';
import { startChildServer } from './lib/child-server';
import type { ChildServer } from './lib/child-server';
import { pgbenchScriptOf } from './lib/pgbench-script';
import type { RecordedStatement } from './servers/protocol-server';
import { envInteger } from './lib/env-integer';

/**
 * A bet and its win through the seamless-wallet protocol, as a game provider sends them: one signed
 * `POST /api/provider/{integration}/play` carrying both actions, over HTTP to the real server on PostgreSQL, 16
 * connections in a closed loop over 64 players. Against pgbench running the same SQL on the same server in the same
 * run: the statements the server sent for one such request, recorded, with the values that make a round unique (its
 * ids, the player) turned into pgbench variables.
 */
const DURATION_S = envInteger('BENCH_PROTOCOL_DURATION_S', 10);
// The load's connections and the players they play for: fewer players than connections make hot wallets.
const CLIENTS = envInteger('BENCH_PROTOCOL_CLIENTS', 16);
// At least 3: the recording needs a player whose id is none of its ledger books' ids (`distinctPlayer`).
const PLAYERS = envInteger('BENCH_PROTOCOL_PLAYERS', 64, 3);
const STAKE = 137;
const ADMIN_TOKEN = 'bench-operator-token-0123456789abcdef';
const SECRET = 'bench-provider-secret-0123456789abcdefghij';
const INTEGRATION = 'bench';

/** Service and pgbench take turns this many times: the machine's noise then falls on both alike. */
const ROUNDS = envInteger('BENCH_PROTOCOL_ROUNDS', 2);

export type ProtocolBench = {
  /** Each round's figures, in the order they ran (service first). */
  rounds: { requestsPerSecond: number; pgbenchPerSecond: number }[];
  requestsPerSecond: number;
  pgbenchPerSecond: number;
  /** Over all rounds: the service's requests against pgbench's transactions. */
  ratio: number;
  statementsPerRequest: number;
  /** Groups of statements the server wrote together that pgbench had to send one at a time (`pgbenchScriptOf`). */
  unpipelinedGroups: number;
  p99Ms: number;
  errors: number;
};

const sign = (body: string) => createHmac('sha256', SECRET).update(body, 'utf8').digest('hex');

/** A bet and a win of a fresh round; `marker` is in every id the round gets, so a recording can find them. */
function betAndWin(userId: number, game: string, marker = randomUUID()): string {
  return JSON.stringify({
    user_id: String(userId),
    currency: 'EUR',
    game,
    game_id: `round-${marker}`,
    finished: true,
    actions: [
      { action: 'bet', action_id: `bet-${marker}`, amount: STAKE },
      { action: 'win', action_id: `win-${marker}`, amount: STAKE },
    ],
  });
}

async function post(server: ChildServer, body: string): Promise<void> {
  const response = await fetch(`${server.address}/api/provider/${INTEGRATION}/play`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-sign': sign(body) },
    body,
  });
  if (response.status !== 200) throw new Error(`play answered ${response.status}: ${await response.text()}`);
}

/** The statements the server sends for one request, recorded by the server itself. */
async function recordOne(server: ChildServer, body: string): Promise<RecordedStatement[]> {
  const answer = new Promise<RecordedStatement[]>((resolve) =>
    server.process.once('message', (message) => resolve((message as { recorded: RecordedStatement[] }).recorded)),
  );
  server.process.send('record');
  await post(server, body);
  // The outbox dispatches the round's events just after its commit: let it finish, so the recording can leave it out.
  await new Promise((resolve) => setTimeout(resolve, 500));
  server.process.send('stop');
  return answer;
}

/**
 * A player whose id is neither an amount of the request nor the id of one of its ledger books, so that the recording
 * can tell the player's id from every other number it carries.
 */
async function distinctPlayer(db: Database, players: number[]): Promise<number> {
  for (const player of players) {
    const books = (await db.execute(sql`select id from ledger_accounts where user_id = ${player}`)) as unknown as {
      rows: { id: string }[];
    };
    if (player !== STAKE && !books.rows.some((book) => Number(book.id) === player)) return player;
  }
  throw new Error('every benchmark player shares its id with one of its books');
}

async function registerIntegration(server: ChildServer, provider: string): Promise<void> {
  const response = await fetch(`${server.address}/api/admin/game-integrations/${INTEGRATION}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ secret: SECRET, providers: [provider] }),
  });
  if (response.status >= 300) throw new Error(`integration: ${response.status} ${await response.text()}`);
}

async function serviceRun(server: ChildServer, players: number[], game: string) {
  let next = 0;
  const result = await autocannon({
    url: `${server.address}/api/provider/${INTEGRATION}/play`,
    connections: CLIENTS,
    duration: DURATION_S,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          const body = betAndWin(players[next++ % players.length] ?? 1, game);
          return {
            ...request,
            body,
            headers: { 'content-type': 'application/json', 'x-request-sign': sign(body) },
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Sends the server a message about its outbox and waits for the answer (the server sends nothing in between). */
async function ask(server: ChildServer, message: 'pause-outbox' | 'resume-outbox'): Promise<void> {
  const answer = new Promise<{ outbox?: string; error?: string }>((resolve) => server.process.once('message', resolve));
  server.process.send(message);
  const { outbox, error } = await answer;
  if (outbox === 'failed') throw new Error(`the server's outbox did not pause: ${error}`);
}

/**
 * pgbench's replay writes the round's events as the server does, but nothing of pgbench delivers them: left pending,
 * the server's dispatcher would deliver them during the server's next run, work of no request of its own. So the
 * server's outbox is paused while pgbench runs (it does not take the machine from pgbench either), and the replay's
 * events are set aside as delivered before the server runs again.
 */
async function pgbenchTurn(server: ChildServer, db: Database, url: string, script: string): Promise<number> {
  await ask(server, 'pause-outbox');
  try {
    return await pgbenchRun(url, script);
  } finally {
    await db.execute(sql`update outbox_events set delivered_at = now() where delivered_at is null`);
    await ask(server, 'resume-outbox');
  }
}

async function pgbenchRun(url: string, script: string): Promise<number> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pgbench-protocol-'));
  try {
    const file = path.join(folder, 'bet-and-win.sql');
    await writeFile(file, script);
    const { stdout } = await promisify(execFile)(
      'pgbench',
      ['-n', '-M', 'prepared', '-c', String(CLIENTS), '-j', '2', '-T', String(DURATION_S), '-f', file, url],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    const failed = /number of failed transactions: (\d+)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    if (failed && Number(failed) > 0) throw new Error(`pgbench transactions failed:\n${stdout}`);
    return Number(tps);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export async function measureProtocol(): Promise<ProtocolBench | undefined> {
  if (!process.env.DATABASE_URL) {
    console.error('protocol benchmark skipped: it needs a PostgreSQL server (DATABASE_URL)');
    return undefined;
  }
  const empty = await createEmptyPostgresDatabase();
  let server: ChildServer | undefined;
  const database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 4 });
  try {
    server = await startChildServer('protocol-server.ts', {
      BENCH_DATABASE_URL: empty.url,
      BENCH_ADMIN_TOKEN: ADMIN_TOKEN,
    });
    const game = String(server.ready.game);
    await registerIntegration(server, String(server.ready.provider));
    const players = await preparePlayers(database.db, PLAYERS);
    // Warm up: every player's first round opens its books in the server's caches, as in a casino already running.
    for (const player of players) await post(server, betAndWin(player, game));
    // Then let the outbox deliver the warm-up's events, so the recording starts with the server idle.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const marker = randomUUID();
    const player = await distinctPlayer(database.db, players);
    const recorded = await recordOne(server, betAndWin(player, game, marker));
    const { script, statements, unpipelined } = await pgbenchScriptOf(database.db, recorded, {
      marker,
      userId: player,
    });
    if (process.env.BENCH_PROTOCOL_SCRIPT) await writeFile(process.env.BENCH_PROTOCOL_SCRIPT, script);
    if (process.env.BENCH_PROTOCOL_RECORDING) {
      await writeFile(process.env.BENCH_PROTOCOL_RECORDING, JSON.stringify(recorded, null, 1));
    }
    const [first, last] = [Math.min(...players), Math.max(...players)];
    // pgbench draws a player from a range: the players must be its every id.
    if (last - first + 1 !== players.length) throw new Error('the benchmark players do not have consecutive ids');
    const rounds: ProtocolBench['rounds'] = [];
    let p99Ms = 0;
    let errors = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const service = await serviceRun(server, players, game);
      const pgbench = await pgbenchTurn(
        server,
        database.db,
        empty.url,
        `\\set player random(${first}, ${last})\n` + script,
      );
      rounds.push({ requestsPerSecond: service.requestsPerSecond, pgbenchPerSecond: pgbench });
      p99Ms = Math.max(p99Ms, service.p99Ms);
      errors += service.errors;
    }
    const total = (pick: (round: ProtocolBench['rounds'][number]) => number) =>
      rounds.reduce((sum, round) => sum + pick(round), 0);
    return {
      rounds,
      requestsPerSecond: total((round) => round.requestsPerSecond) / rounds.length,
      pgbenchPerSecond: total((round) => round.pgbenchPerSecond) / rounds.length,
      ratio: total((round) => round.requestsPerSecond) / total((round) => round.pgbenchPerSecond),
      statementsPerRequest: statements,
      unpipelinedGroups: unpipelined,
      p99Ms,
      errors,
    };
  } finally {
    await server?.stop();
    await database.close();
    await empty.drop();
  }
}
