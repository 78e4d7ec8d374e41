import { sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/**
 * Gross deposits of a player in one currency since a moment, for deposit limits: every deposit asked for and not
 * refused, finished or still pending. A pending deposit counts because the provider may yet take the money: counting
 * only credited ones would let a burst of parallel deposits all pass a limit before the first is paid.
 */
export async function grossDepositsSince(db: Queryable, userId: number, currency: string, since: Date) {
  const [row] = await rawRows<{ total: string | null }>(
    db,
    sql`select coalesce(sum(amount_cents), 0) as total from payments
      where user_id = ${userId} and action = 'deposit' and currency = ${currency}
        and state not in ('canceled', 'declined', 'rejected') and created_at >= ${since.toISOString()}::timestamptz`,
  );
  return Number(row?.total ?? 0);
}

/**
 * Checked inside the transaction that records a deposit, before the provider is called: throws a coded error when
 * a responsible-gambling rule refuses it. The responsible-gambling module provides it; payments only call it.
 */
export type DepositGuard = (
  tx: Transaction,
  deposit: { userId: number; currency: string; amountCents: number },
) => Promise<void>;
