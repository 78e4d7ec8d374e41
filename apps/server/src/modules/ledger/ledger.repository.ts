import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import type { Statement } from '../../db/raw-rows';
import { runStatement } from '../../db/raw-rows';
import type { HouseBook, PlayerBook } from './books';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.schema';

export type NewLedgerTransaction = typeof ledgerTransactions.$inferInsert;

/**
 * The statement that writes a transaction with `legs` entries and, when `moving`, moves one player account's balance
 * (see `insertTransactionWithEntries`). Values: the transaction's six columns, then each leg's account id, currency
 * and amount, then the moved account's id and amount.
 */
function postingStatement(legs: number, moving: boolean): Statement {
  const legValues = Array.from({ length: legs }, (_, leg) => {
    const at = 7 + leg * 3;
    return `($${at}::bigint, $${at + 1}::text, $${at + 2}::bigint)`;
  }).join(', ');
  const [account, amount] = [7 + legs * 3, 8 + legs * 3];
  // The move reads `posted`, so it waits for the insert, and a replayed key moves nothing.
  const moved = `, moved as (
      update ledger_accounts set balance = balance + $${amount}::bigint
      where id = $${account}::bigint and balance + $${amount}::bigint >= 0 and exists (select from posted)
      returning balance)`;
  return {
    name: `ledger_post_${legs}_legs${moving ? '_moving' : ''}`,
    text: `with posted as (
      insert into ledger_transactions (idempotency_key, kind, payment_id, round_id, details, created_at)
      values ($1, $2, $3, $4, $5::jsonb, $6)
      on conflict (idempotency_key) do nothing
      returning id),
    entries as (
      insert into ledger_entries (transaction_id, account_id, currency, amount)
      select posted.id, leg.account_id, leg.currency, leg.amount
      from posted, (values ${legValues}) as leg(account_id, currency, amount))${moving ? moved : ''}
    select posted.id as transaction_id, ${moving ? '(select balance from moved)' : 'null::bigint'} as balance
    from posted`,
  };
}

const postingStatements = new Map<string, Statement>();

function postingStatementFor(legs: number, moving: boolean): Statement {
  const key = `${legs}:${moving}`;
  let statement = postingStatements.get(key);
  if (!statement) postingStatements.set(key, (statement = postingStatement(legs, moving)));
  return statement;
}

/** A player account's balance moving by a signed amount, kept from going below zero. */
export type BalanceMove = { accountId: number; amount: number };

/**
 * The transaction, its entries and (when given) one player account's balance move, in one statement: the movement
 * costs one round trip, and the wallet's row is locked by the last statement of the movement rather than the first.
 * Nothing is written when the idempotency key was posted before (`undefined`: the caller replays that one). The move
 * is a conditional update: `balance` is null when it would take the account below zero, and the caller then throws
 * so that its transaction rolls back with the entries.
 */
export async function insertTransactionWithEntries(
  tx: Transaction,
  row: NewLedgerTransaction,
  entries: { accountId: number; currency: string; amount: number }[],
  move?: BalanceMove,
): Promise<{ transactionId: number; balance: number | null } | undefined> {
  const [inserted] = await runStatement<{ transaction_id: string; balance: string | null }>(
    tx,
    postingStatementFor(entries.length, move !== undefined),
    [
      row.idempotencyKey,
      row.kind,
      row.paymentId ?? null,
      row.roundId ?? null,
      row.details ? JSON.stringify(row.details) : null,
      row.createdAt,
      ...entries.flatMap((entry) => [entry.accountId, entry.currency, entry.amount]),
      ...(move ? [move.accountId, move.amount] : []),
    ],
  );
  if (!inserted) return undefined;
  return {
    transactionId: Number(inserted.transaction_id),
    balance: inserted.balance === null ? null : Number(inserted.balance),
  };
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
