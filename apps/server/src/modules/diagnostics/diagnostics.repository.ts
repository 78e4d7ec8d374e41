import { lt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { diagnosticEvents } from '../../db/schema';

export type DiagnosticEventRow = typeof diagnosticEvents.$inferInsert;

export async function insertDiagnosticEvent(tx: Transaction, row: DiagnosticEventRow): Promise<void> {
  await tx.insert(diagnosticEvents).values(row);
}

export async function deleteDiagnosticEventsBefore(tx: Transaction, before: Date): Promise<void> {
  await tx.delete(diagnosticEvents).where(lt(diagnosticEvents.createdAt, before));
}

/** Deletes all but the newest `keep` rows (ids grow with time). */
export async function keepNewestDiagnosticEvents(tx: Transaction, keep: number): Promise<void> {
  await tx.execute(sql`
    DELETE FROM ${diagnosticEvents}
    WHERE ${diagnosticEvents.id} <= (
      SELECT ${diagnosticEvents.id} FROM ${diagnosticEvents} ORDER BY ${diagnosticEvents.id} DESC OFFSET ${keep} LIMIT 1
    )`);
}
