import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { GamesService } from '../games';
import { liveGameOf } from './live-games';
import type { LiveTableRunner } from './live-table-runner';
import type { LiveTiming } from './live-timing';
import { timingOf } from './live-timing';
import { activeTables, releaseLeases, takeLease } from './live.repository';
import { liveTables } from './live.schema';
import { and, eq, gt } from 'drizzle-orm';

/** A lease outlives a few missed ticks; a stopped process's tables are taken over once it runs out. */
export const LIVE_LEASE_MS = 5_000;

export type LiveScheduler = ReturnType<typeof createLiveScheduler>;

/**
 * One scheduler per table across every server process: each process ticks, and runs a table only while it holds
 * the table's lease (taken or renewed in one conditional statement, `takeLease`). A process that stops releases its
 * leases; one that dies lets them run out, and another process continues the table's round from its row.
 */
export function createLiveScheduler(deps: {
  db: Database;
  clock: Clock;
  games: GamesService;
  runner: LiveTableRunner;
  timing: LiveTiming;
  logger: FastifyBaseLogger;
  /** Milliseconds between ticks; 0 runs none (tests tick by hand). */
  tickMs: number;
}) {
  const { db, clock, games, runner, timing, logger, tickMs } = deps;
  const leader = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  async function seated(game: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ game: liveTables.game })
      .from(liveTables)
      .where(and(eq(liveTables.game, game), gt(liveTables.seatedUntil, now)));
    return row !== undefined;
  }

  /** Every active table this process leads takes its due step. */
  async function tick(): Promise<string[]> {
    const now = clock();
    const steps: string[] = [];
    for (const identifier of await activeTables(db, now)) {
      const game = liveGameOf(games, identifier);
      if (!game) continue;
      if (!(await takeLease(db, identifier, leader, now, new Date(now.getTime() + LIVE_LEASE_MS)))) continue;
      steps.push(`${identifier}:${await runner.advance(game, timingOf(timing, game), await seated(identifier, now))}`);
    }
    return steps;
  }

  return {
    leader,
    tick,
    start() {
      if (tickMs <= 0 || timer) return;
      timer = setInterval(() => {
        if (ticking) return;
        ticking = tick()
          .then(() => undefined)
          .catch((error: unknown) => logger.error({ err: error }, 'live tables: tick failed'))
          .finally(() => {
            ticking = undefined;
          });
      }, tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await ticking;
      await releaseLeases(db, leader);
    },
  };
}
