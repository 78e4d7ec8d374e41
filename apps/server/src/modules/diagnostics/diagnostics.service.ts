import type { DiagnosticKind } from '@casino/contracts';
import type { Database } from '../../db/client';
import { diagnosticEvents } from '../../db/schema';

export type DiagnosticsService = ReturnType<typeof createDiagnosticsService>;

export function createDiagnosticsService({ db }: { db: Database }) {
  return {
    async record(
      kind: DiagnosticKind,
      payload: unknown,
      origin: { ip: string; userAgent: string | null },
    ): Promise<void> {
      await db.insert(diagnosticEvents).values({
        kind,
        payload,
        ip: origin.ip,
        userAgent: origin.userAgent?.slice(0, 500) ?? null,
      });
    },
  };
}
