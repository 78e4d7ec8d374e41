import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { securityEvents } from '../../db/schema';

export type SecurityEventRow = typeof securityEvents.$inferInsert;

export async function insertSecurityEvent(db: Transaction, row: SecurityEventRow): Promise<void> {
  await db.insert(securityEvents).values(row);
}

type EventSubject = { email: string } | { ip: string } | { userId: number };

function subjectCondition(subject: EventSubject) {
  if ('email' in subject) return eq(securityEvents.email, subject.email);
  if ('ip' in subject) return eq(securityEvents.ip, subject.ip);
  return eq(securityEvents.userId, subject.userId);
}

/** Events of `kinds` since a moment, for one address (e-mail), one client address (IP) or one account. */
export async function countSecurityEvents(
  db: Queryable,
  filter: { kinds: readonly string[]; since: Date } & EventSubject,
): Promise<number> {
  const subject = subjectCondition(filter);
  const [row] = await db
    .select({ total: count() })
    .from(securityEvents)
    .where(and(subject, inArray(securityEvents.kind, [...filter.kinds]), gte(securityEvents.createdAt, filter.since)));
  return row?.total ?? 0;
}
