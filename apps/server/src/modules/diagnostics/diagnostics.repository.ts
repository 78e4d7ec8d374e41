import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diagnosticEvents } from '../../db/schema';

export type DiagnosticEventRow = typeof diagnosticEvents.$inferInsert;

export async function insertDiagnosticEvent(db: Database, row: DiagnosticEventRow): Promise<void> {
  await db.insert(diagnosticEvents).values(row);
}

export async function deleteDiagnosticEventsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(diagnosticEvents).where(lt(diagnosticEvents.createdAt, before));
}

/** Deletes all but the newest `keep` rows (ids grow with time). */
export async function keepNewestDiagnosticEvents(db: Database, keep: number): Promise<void> {
  await db.execute(sql`
    DELETE FROM ${diagnosticEvents}
    WHERE ${diagnosticEvents.id} <= (
      SELECT ${diagnosticEvents.id} FROM ${diagnosticEvents} ORDER BY ${diagnosticEvents.id} DESC OFFSET ${keep} LIMIT 1
    )`);
}
