import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { testConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDatabase } from '../../apps/server/src/db/seed/seed-database';

/**
 * The real server on a PostgreSQL database (`BENCH_DATABASE_URL`), for the protocol benchmark. On a `record` message
 * it notes every statement its connections send, with the values and the rows answered, until `stop`, and sends
 * them back: the benchmark turns them into the pgbench script that runs the same SQL. On `pause-outbox` it delivers
 * its pending events and stops its outbox dispatcher until `resume-outbox`.
 */
export type RecordedStatement = {
  text: string;
  values: unknown[];
  rows: Record<string, unknown>[];
  /** Which connection sent it: statements of one transaction share it. */
  connection: number;
  /** Written while an earlier statement of its connection was still unanswered: pipelined with it. */
  pipelined: boolean;
};

/** Per connection, the statements written and not yet answered. */
const unanswered = new WeakMap<object, number>();

const connections = new WeakMap<object, number>();
let connectionsSeen = 0;
function connectionOf(client: object): number {
  let known = connections.get(client);
  if (known === undefined) connections.set(client, (known = ++connectionsSeen));
  return known;
}

type Answer = { rows?: (unknown[] | Record<string, unknown>)[]; fields?: { name: string }[] };

/** Rows as objects by column name, whether the query asked for arrays (as the query builder does) or not. */
const named = (row: unknown[] | Record<string, unknown>, fields: { name: string }[]) =>
  Array.isArray(row) ? Object.fromEntries(fields.map((field, at) => [field.name, row[at]])) : row;

const recorded: RecordedStatement[] = [];
let recording = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (!recording) return query.apply(this, args);
  const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  const statement: RecordedStatement = {
    text: typeof config === 'string' ? config : config.text,
    values:
      (typeof config === 'string' ? values : (config.values ?? (Array.isArray(values) ? values : undefined))) ?? [],
    rows: [],
    connection: connectionOf(this),
    pipelined: (unanswered.get(this) ?? 0) > 0,
  };
  recorded.push(statement);
  unanswered.set(this, (unanswered.get(this) ?? 0) + 1);
  const answered = () => unanswered.set(this, (unanswered.get(this) ?? 1) - 1);
  const keep = (result: Answer) => {
    answered();
    statement.rows = (result.rows ?? []).map((row) => named(row, result.fields ?? []));
  };
  // The pool's own `query` (a statement outside any transaction) hands the client a callback and gets no promise.
  const callback = args.at(-1);
  if (typeof callback === 'function') {
    args[args.length - 1] = (error: unknown, result: Answer) => {
      if (error) answered();
      else keep(result);
      (callback as (error: unknown, result: Answer) => void)(error, result);
    };
  }
  const answer = query.apply(this, args);
  if (answer instanceof Promise) void answer.then(keep, answered);
  return answer;
} as typeof pg.Client.prototype.query;

process.on('message', (message) => {
  if (message === 'pause-outbox') {
    // While pgbench replays a request's SQL: the server delivers what its own requests wrote, then stays idle.
    app.outbox
      .drain()
      .then(() => app.outbox.stop())
      .then(
        () => process.send?.({ outbox: 'paused' }),
        (error: unknown) => process.send?.({ outbox: 'failed', error: String(error) }),
      );
  } else if (message === 'resume-outbox') {
    app.outbox.start();
    process.send?.({ outbox: 'running' });
  } else if (message === 'record') {
    recorded.length = 0;
    recording = true;
  } else if (message === 'stop') {
    recording = false;
    process.send?.({ recorded });
  }
});

// As in production: the server's pool (its default size), without the pool guard, which the tests keep on
// (docs/decisions.md).
const database = await openDatabase({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL ?? '', guardPool: false });
await database.migrate();
await seedDatabase(database.db);
const app = await buildApp({
  config: testConfig({ REDIS_URL: undefined, ADMIN_TOKEN: process.env.BENCH_ADMIN_TOKEN }),
  db: database.db,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const game = app.games.randomGame({ device: 'desktop', currency: 'EUR' }, 'MT');
process.send?.({ address, game: game.identifier, provider: game.provider });
// Exits on the benchmark's SIGTERM rather than being killed by it, so Node writes a CPU profile when asked for one.
process.once('SIGTERM', () => process.exit(0));
