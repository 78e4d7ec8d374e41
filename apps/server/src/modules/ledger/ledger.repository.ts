import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import type { HouseBook, PlayerBook } from './books';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.schema';

export type NewLedgerTransaction = typeof ledgerTransactions.$inferInsert;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

/** The new transaction's id, or undefined when its idempotency key was posted before (the caller replays that one). */
export async function insertTransaction(tx: Transaction, row: NewLedgerTransaction): Promise<number | undefined> {
  const [inserted] = await tx
    .insert(ledgerTransactions)
    .values(row)
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  return inserted?.id;
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

export async function insertEntries(tx: Transaction, entries: NewLedgerEntry[]): Promise<void> {
  await tx.insert(ledgerEntries).values(entries);
}

/**
 * Moves a player account's balance by `amount` if it stays non-negative, in one statement: the row lock it takes
 * orders concurrent movements of one wallet, and the condition is re-checked on the row each of them finds. The
 * account and its new balance, or undefined when it would go negative (or does not exist).
 */
export async function movePlayerBalance(
  tx: Transaction,
  account: { userId: number; currency: string; book: PlayerBook },
  amount: number,
): Promise<{ id: number; balance: number } | undefined> {
  const [row] = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
    .where(
      and(
        eq(ledgerAccounts.userId, account.userId),
        eq(ledgerAccounts.currency, account.currency),
        eq(ledgerAccounts.book, account.book),
        sql`${ledgerAccounts.balance} + ${amount} >= 0`,
      ),
    )
    .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance });
  return row ? { id: row.id, balance: row.balance ?? 0 } : undefined;
}

export async function findPlayerAccount(
  db: Queryable,
  account: { userId: number; currency: string; book: PlayerBook },
): Promise<{ id: number; balance: number } | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, account.userId),
        eq(ledgerAccounts.currency, account.currency),
        eq(ledgerAccounts.book, account.book),
      ),
    );
  return row ? { id: row.id, balance: row.balance ?? 0 } : undefined;
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
