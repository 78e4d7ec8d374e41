import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { createOutbox } from '../apps/server/src/modules/outbox';
import { createEmptyPostgresDatabase } from '../apps/server/src/test/test-database';
import { quietLogger } from '../apps/server/src/test/quiet-logger';
import { envInteger } from './lib/env-integer';

/**
 * How fast the outbox dispatcher works through a backlog: after an outage of its process, or a burst that outran
 * it. `BENCH_OUTBOX_EVENTS` events (default 20,000) over 2,000 player streams wait on a PostgreSQL server, the
 * first event of 20 streams waiting for a retry (so those streams are held back, as after a failing consumer), and
 * the table's statistics are those of an empty table, as when a backlog grows faster than autovacuum looks at it.
 * The real dispatcher, with a consumer that does nothing, delivers everything due.
 */
const EVENTS = envInteger('BENCH_OUTBOX_EVENTS', 20_000);
const STREAMS = 2_000;
const HELD_STREAMS = 20;

export type OutboxCatchUp = {
  events: number;
  /** Left pending behind the held streams' first events, as they must be. */
  held: number;
  seconds: number;
  eventsPerSecond: number;
};

export async function measureOutboxCatchUp(): Promise<OutboxCatchUp | undefined> {
  if (!process.env.DATABASE_URL) {
    console.error('outbox benchmark skipped: it needs a PostgreSQL server (DATABASE_URL)');
    return undefined;
  }
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 });
  try {
    await database.migrate();
    const { db } = database;
    await db.execute(sql`alter table outbox_events set (autovacuum_enabled = false)`);
    await db.execute(sql`analyze outbox_events`);
    // Event n belongs to stream n mod STREAMS; the first HELD_STREAMS events wait an hour for their retry.
    await db.execute(sql`insert into outbox_events
        (stream, sequence, type, user_id, payload, created_at, next_attempt_at, attempts)
      select 'player:' || (n % ${STREAMS}), n / ${STREAMS} + 1, 'game_win', null, '{}'::jsonb, now(),
        case when n < ${HELD_STREAMS} then now() + interval '1 hour' else now() end,
        case when n < ${HELD_STREAMS} then 1 else 0 end
      from generate_series(0, ${EVENTS - 1}) as n`);
    const outbox = createOutbox({ db, clock: () => new Date(), logger: quietLogger });
    outbox.register({ name: 'bench', handles: ['game_win'], writesToDatabase: false, handle: async () => {} });
    const started = performance.now();
    await outbox.drain(60 * 60_000);
    const seconds = (performance.now() - started) / 1000;
    const [pending] = (
      (await db.execute(
        sql`select count(*)::int as count from outbox_events where delivered_at is null`,
      )) as unknown as {
        rows: { count: number }[];
      }
    ).rows;
    const held = pending?.count ?? 0;
    return { events: EVENTS, held, seconds, eventsPerSecond: (EVENTS - held) / seconds };
  } finally {
    await database.close();
    await empty.drop();
  }
}
