import { sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { preparedRows, rawRows } from '../../db/raw-rows';
import { wallets } from './wallets.schema';

export async function insertWallet(
  tx: Transaction,
  wallet: { userId: number; currency: string; now: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(wallets)
    .values({ userId: wallet.userId, currency: wallet.currency, createdAt: wallet.now, updatedAt: wallet.now })
    .onConflictDoNothing()
    .returning({ id: wallets.id });
  return inserted.length === 1;
}

export type WalletRow = {
  currency: string;
  active: boolean;
  hiddenAt: Date | null;
  subunitsToUnit: number;
  displayUnit: 'unit' | 'milli' | 'micro';
  currencyEnabled: boolean;
  cash: number;
  bonus: number;
};

/**
 * The player's wallets with their cash and bonus balances from the ledger's player books (the withdrawal hold is
 * out of the balance). `currency` narrows to one wallet.
 */
export async function listWalletRows(db: Queryable, userId: number, currency?: string): Promise<WalletRow[]> {
  // Read with every balance announcement, so prepared.
  const rows = await preparedRows(
    db,
    currency === undefined ? 'wallet_rows' : 'wallet_row_of_currency',
    sql`
    select w.currency, w.active, w.hidden_at, c.subunits_to_unit, c.display_unit, c.enabled,
      coalesce(sum(a.balance) filter (where a.book = 'cash'), 0) as cash,
      coalesce(sum(a.balance) filter (where a.book = 'bonus'), 0) as bonus
    from wallets w
    join currencies c on c.code = w.currency
    left join ledger_accounts a on a.user_id = w.user_id and a.currency = w.currency
    where w.user_id = ${userId} ${currency === undefined ? sql`` : sql`and w.currency = ${currency}`}
    group by w.id, c.code
    order by w.id`,
  );
  return rows.map((row) => ({
    currency: String(row.currency),
    active: row.active === true,
    hiddenAt: row.hidden_at == null ? null : new Date(String(row.hidden_at)),
    subunitsToUnit: Number(row.subunits_to_unit),
    displayUnit: row.display_unit as WalletRow['displayUnit'],
    currencyEnabled: row.enabled === true,
    cash: Number(row.cash),
    bonus: Number(row.bonus),
  }));
}

/** Lifetime sums of the player's movements of the given kinds, per kind and currency (minor units, never negative). */
export async function sumMovements(db: Queryable, userId: number, kinds: readonly string[]) {
  const rows = await rawRows(
    db,
    sql`
    select t.kind, e.currency, count(distinct t.id) as count, sum(abs(e.amount)) as total
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    where a.user_id = ${userId} and a.book in ('cash', 'bonus', 'withdrawal_hold')
      and t.kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
    group by t.kind, e.currency`,
  );
  return rows.map((row) => ({
    kind: String(row.kind),
    currency: String(row.currency),
    count: Number(row.count),
    total: Number(row.total),
  }));
}
