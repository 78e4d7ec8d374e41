import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { securityEvents } from '../../db/schema';

export type SecurityEventRow = typeof securityEvents.$inferInsert;

export async function insertSecurityEvent(db: Database, row: SecurityEventRow): Promise<void> {
  await db.insert(securityEvents).values(row);
}

/** Events of `kinds` since a moment, for one address (e-mail) or one client address (IP). */
export async function countSecurityEvents(
  db: Database,
  filter: { kinds: readonly string[]; since: Date } & ({ email: string } | { ip: string }),
): Promise<number> {
  const subject = 'email' in filter ? eq(securityEvents.email, filter.email) : eq(securityEvents.ip, filter.ip);
  const [row] = await db
    .select({ total: count() })
    .from(securityEvents)
    .where(and(subject, inArray(securityEvents.kind, [...filter.kinds]), gte(securityEvents.createdAt, filter.since)));
  return row?.total ?? 0;
}

export const listSecurityEventsOfUser = (db: Database, userId: number) =>
  db.select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(securityEvents.id);
