import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** The raw clients under Drizzle: a PGlite instance (one session) or a node-postgres pool. */
type RawClient = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  exec?: (text: string) => Promise<{ rows: unknown[] }[]>;
};

/**
 * pg-boss talks to our database through the client Drizzle already holds, so it works the same on the embedded
 * PGlite and on a PostgreSQL server. PGlite's `query` takes one statement; pg-boss's own schema set-up sends several
 * at once without parameters, which PGlite's `exec` runs.
 */
function bossDb(db: Database): PgBoss.Db {
  const client = (db as unknown as { $client: RawClient }).$client;
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (client.exec && values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
  };
}

export type JobScheduler = ReturnType<typeof createJobScheduler>;

/**
 * Durable jobs on PostgreSQL (docs/decisions.md, "Durable jobs"): schedules and jobs are rows, so a restart loses
 * nothing and several server processes run each occurrence once. Used for work that must happen at a time, whoever
 * is online: a bonus's expiry.
 */
export function createJobScheduler({ db, logger }: { db: Database; logger: FastifyBaseLogger }) {
  const boss = new PgBoss({ db: bossDb(db), schema: 'pgboss', supervise: true, schedule: true, migrate: true });
  boss.on('error', (err) => logger.error({ err }, 'job scheduler error'));
  const recurring: { name: string; cron: string; run: () => Promise<void> }[] = [];

  return {
    /** Runs `run` on the cron schedule (UTC), once per occurrence across every process; call before `start`. */
    every(name: string, cron: string, run: () => Promise<void>): void {
      recurring.push({ name, cron, run });
    },

    async start(): Promise<void> {
      await boss.start();
      for (const job of recurring) {
        await boss.createQueue(job.name);
        await boss.schedule(job.name, job.cron, undefined, { tz: 'UTC' });
        await boss.work(job.name, async () => job.run());
      }
    },

    /** Queues an occurrence now (the operator, tests): it runs on the next poll of a worker. */
    async runSoon(name: string): Promise<string | null> {
      return boss.send(name, {});
    },

    /** Whether a queued job has completed. */
    async finished(name: string, id: string): Promise<boolean> {
      return (await boss.getJobById(name, id))?.state === 'completed';
    },

    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
