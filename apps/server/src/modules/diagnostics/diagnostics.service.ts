import type { DiagnosticKind } from '@casino/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { addMinutes } from '../../lib/clock';
import {
  deleteDiagnosticEventsBefore,
  insertDiagnosticEvent,
  keepNewestDiagnosticEvents,
} from './diagnostics.repository';

export type DiagnosticsService = ReturnType<typeof createDiagnosticsService>;

/** How much is kept: rows younger than `retentionDays`, and never more than `maxRows` of them. */
export type DiagnosticsRetention = { retentionDays: number; maxRows: number };

export function createDiagnosticsService({
  db,
  clock,
  retention,
}: {
  db: Database;
  clock: Clock;
  retention: DiagnosticsRetention;
}) {
  return {
    async record(
      kind: DiagnosticKind,
      payload: unknown,
      origin: { ip: string; userAgent: string | null },
    ): Promise<void> {
      await db.transaction((tx) =>
        insertDiagnosticEvent(tx, {
          kind,
          payload,
          ip: origin.ip,
          userAgent: origin.userAgent?.slice(0, 500) ?? null,
          createdAt: clock(),
        }),
      );
    },

    /**
     * Anyone may write diagnostics without signing in; the per-address rate limit slows one writer, and this bounds
     * what many writers together can leave behind: old rows go, and past the cap the oldest go first.
     */
    async sweep(): Promise<void> {
      await db.transaction(async (tx) => {
        await deleteDiagnosticEventsBefore(tx, addMinutes(clock(), -retention.retentionDays * 24 * 60));
        await keepNewestDiagnosticEvents(tx, retention.maxRows);
      });
    },
  };
}
