import { and, count, desc, eq, gte, inArray, isNull, lt, lte, not, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { users } from '../users/users.schema';
import { paymentProfiles, payments } from './payments.schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentChanges = Partial<
  Pick<PaymentRow, 'state' | 'providerReference' | 'cancellationReason' | 'finishedAt' | 'nextStep' | 'accountLabel'>
>;
/** A payment with what its history line needs from the player: the licence decides whether it is recallable. */
export type PaymentWithLicence = PaymentRow & { licenseName: string };

const withLicence = { payment: payments, licenseName: users.licenseName };

/** Inserts the payment, or answers undefined when this player already sent this key. */
export async function insertPayment(tx: Transaction, row: NewPayment): Promise<PaymentRow | undefined> {
  const [inserted] = await tx.insert(payments).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findPaymentByClientKey(db: Queryable, userId: number, clientKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.clientKey, clientKey)));
  return row;
}

/** The payment, locked until the transaction ends: every state change of one payment happens one at a time. */
export async function lockPayment(tx: Transaction, id: number): Promise<PaymentWithLicence | undefined> {
  const [row] = await tx
    .select(withLicence)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, id))
    .for('update', { of: payments });
  return row && { ...row.payment, licenseName: row.licenseName };
}

export async function findPayment(db: Queryable, id: number, userId?: number) {
  const [row] = await db
    .select(withLicence)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.id, id), userId === undefined ? undefined : eq(payments.userId, userId)));
  return row && { ...row.payment, licenseName: row.licenseName };
}

export async function updatePayment(tx: Transaction, id: number, changes: PaymentChanges, now: Date) {
  const [row] = await tx
    .update(payments)
    .set({ ...changes, updatedAt: now })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

export type PaymentFilter = {
  userId?: number;
  action?: 'deposit' | 'cashout';
  currency?: string;
  states?: readonly PaymentRow['state'][];
  from?: Date;
  to?: Date;
};

function filterOf(filter: PaymentFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(payments.userId, filter.userId),
    filter.action ? eq(payments.action, filter.action) : undefined,
    filter.currency ? eq(payments.currency, filter.currency) : undefined,
    filter.states ? inArray(payments.state, [...filter.states]) : undefined,
    filter.from ? gte(payments.createdAt, filter.from) : undefined,
    filter.to ? lte(payments.createdAt, filter.to) : undefined,
  );
}

/** Newest first; the id breaks ties so pages never repeat or skip a payment. */
export async function listPayments(
  db: Queryable,
  filter: PaymentFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: PaymentWithLicence[]; total: number }> {
  const where = filterOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(withLicence)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.payment, licenseName: row.licenseName })),
    total: Number(counted?.total ?? 0),
  };
}

/**
 * Unfinished payments neither changed nor asked about since `before`, least recently asked first: what
 * reconciliation asks the provider about. Cash-outs waiting for review are the operator's, not the provider's.
 */
export async function listStalePayments(db: Queryable, before: Date, limit: number) {
  const lastLook = sql`greatest(${payments.updatedAt}, coalesce(${payments.checkedAt}, ${payments.updatedAt}))`;
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(payments.state, ['pending', 'processing']),
        not(and(eq(payments.action, 'cashout'), eq(payments.state, 'pending'))!),
        lt(lastLook, before),
      ),
    )
    .orderBy(lastLook)
    .limit(limit);
}

export async function markChecked(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(payments).set({ checkedAt: now }).where(eq(payments.id, id));
}

export type ProfileRow = typeof paymentProfiles.$inferSelect;

export async function listProfiles(db: Queryable, userId: number): Promise<ProfileRow[]> {
  return db
    .select()
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.userId, userId), isNull(paymentProfiles.removedAt)))
    .orderBy(paymentProfiles.id);
}

export async function findProfile(db: Queryable, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.id, id), eq(paymentProfiles.userId, userId), isNull(paymentProfiles.removedAt)));
  return row;
}

export async function insertProfile(tx: Transaction, row: typeof paymentProfiles.$inferInsert) {
  const [inserted] = await tx.insert(paymentProfiles).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function removeProfile(db: Queryable, userId: number, id: number, now: Date): Promise<boolean> {
  const removed = await db
    .update(paymentProfiles)
    .set({ removedAt: now })
    .where(and(eq(paymentProfiles.id, id), eq(paymentProfiles.userId, userId), isNull(paymentProfiles.removedAt)))
    .returning({ id: paymentProfiles.id });
  return removed.length === 1;
}

const AUTO_APPROVAL_KEY = 'payments_auto_approval';

/** Cash-outs up to this many minor units per currency are approved without review. */
export async function readAutoApproval(db: Queryable): Promise<Record<string, number>> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, AUTO_APPROVAL_KEY));
  const value = row?.value;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, number>) : {};
}

export async function writeAutoApproval(db: Queryable, value: Record<string, number>, now: Date): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: AUTO_APPROVAL_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
}

/** The payment a provider reference names, locked: how a crypto deposit's transaction finds its payment. */
export async function lockPaymentByReference(tx: Transaction, provider: string, reference: string) {
  const [row] = await tx
    .select(withLicence)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)))
    .for('update', { of: payments });
  return row && { ...row.payment, licenseName: row.licenseName };
}
