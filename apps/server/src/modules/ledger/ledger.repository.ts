import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { preparedRows } from '../../db/raw-rows';
import type { HouseBook, PlayerBook } from './books';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.schema';

export type NewLedgerTransaction = typeof ledgerTransactions.$inferInsert;

/**
 * The transaction and its entries in one statement, or nothing when its idempotency key was posted before (the
 * caller then replays that one). Returns the new transaction's id.
 */
export async function insertTransactionWithEntries(
  tx: Transaction,
  row: NewLedgerTransaction,
  entries: { accountId: number; currency: string; amount: number }[],
): Promise<number | undefined> {
  const values = sql.join(
    entries.map((entry) => sql`(${entry.accountId}::bigint, ${entry.currency}::text, ${entry.amount}::bigint)`),
    sql`, `,
  );
  const inserted = await preparedRows<{ transaction_id: string }>(
    tx,
    `ledger_post_${entries.length}_legs`,
    sql`with posted as (
      insert into ledger_transactions (idempotency_key, kind, payment_id, round_id, details, created_at)
      values (${row.idempotencyKey}, ${row.kind}, ${row.paymentId ?? null}, ${row.roundId ?? null},
        ${row.details ? JSON.stringify(row.details) : null}::jsonb, ${row.createdAt})
      on conflict (idempotency_key) do nothing
      returning id)
    insert into ledger_entries (transaction_id, account_id, currency, amount)
    select posted.id, leg.account_id, leg.currency, leg.amount from posted, (values ${values}) as leg(account_id, currency, amount)
    returning transaction_id`,
  );
  return inserted[0] ? Number(inserted[0].transaction_id) : undefined;
}

export async function findTransactionByKey(db: Queryable, idempotencyKey: string) {
  const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return row;
}

/** A transaction's entries with the account each touched, for comparing a replay with the original. */
export const listEntriesWithAccounts = (db: Queryable, transactionId: number) =>
  db
    .select({
      userId: ledgerAccounts.userId,
      book: ledgerAccounts.book,
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transactionId));

/**
 * Moves a player account's balance by `amount` if it stays non-negative, in one statement: the row lock it takes
 * orders concurrent movements of one wallet, and the condition is re-checked on the row each of them finds. The new
 * balance, or undefined when it would go negative.
 */
export async function movePlayerBalance(
  tx: Transaction,
  accountId: number,
  amount: number,
): Promise<number | undefined> {
  const [row] = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
    .where(and(eq(ledgerAccounts.id, accountId), sql`${ledgerAccounts.balance} + ${amount} >= 0`))
    .returning({ balance: ledgerAccounts.balance })
    .prepare('ledger_move_balance')
    .execute();
  return row ? (row.balance ?? 0) : undefined;
}

export async function findPlayerAccountId(
  db: Queryable,
  account: { userId: number; currency: string; book: PlayerBook },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, account.userId),
        eq(ledgerAccounts.currency, account.currency),
        eq(ledgerAccounts.book, account.book),
      ),
    );
  return row?.id;
}

/** Opens the player's books in a currency at zero; books that exist already are kept as they are. */
export async function insertPlayerAccounts(
  tx: Transaction,
  userId: number,
  currency: string,
  books: readonly PlayerBook[],
  now: Date,
): Promise<void> {
  await tx
    .insert(ledgerAccounts)
    .values(books.map((book) => ({ userId, currency, book, balance: 0, createdAt: now })))
    .onConflictDoNothing();
}

export async function findHouseAccountId(
  db: Queryable,
  book: HouseBook,
  currency: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.book, book), eq(ledgerAccounts.currency, currency)));
  return row?.id;
}

export async function insertHouseAccount(tx: Transaction, book: HouseBook, currency: string, now: Date): Promise<void> {
  await tx.insert(ledgerAccounts).values({ book, currency, createdAt: now }).onConflictDoNothing();
}
