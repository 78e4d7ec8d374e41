import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moneyBounds } from '../../db/columns';
import { currencies } from '../reference/reference.schema';
import { users } from '../users/users.schema';
import { HOUSE_BOOKS, PLAYER_BOOKS } from './books';
import { LEDGER_KINDS } from './ledger-kinds';

/**
 * An account of the double-entry ledger. A player has one per wallet currency and book (cash, bonus, withdrawal
 * hold) with a stored balance that the ledger moves with a conditional update and the database keeps non-negative.
 * House accounts (payment clearing, game revenue, adjustments) store no balance at all: every bet and payment touches
 * them, so a stored house balance would be one row every operation of the casino queues on. Their balance is the
 * sum of their entries, read when asked for.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // A player is closed, never deleted: their accounts and entries keep the books provable.
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'restrict' }),
    book: text('book', { enum: [...PLAYER_BOOKS, ...HOUSE_BOOKS] }).notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    balance: bigint('balance', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_player_book_idx')
      .on(table.userId, table.currency, table.book)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('ledger_accounts_house_book_idx')
      .on(table.book, table.currency)
      .where(sql`${table.userId} is null`),
    // Player books carry a balance that never goes negative; house books carry none.
    check(
      'ledger_accounts_balance_check',
      sql`(${table.userId} is null and ${table.balance} is null) or (${table.userId} is not null and ${moneyBounds(table.balance)})`,
    ),
    check(
      'ledger_accounts_book_owner_check',
      sql`(${table.userId} is null) = (${table.book} in (${sql.raw(HOUSE_BOOKS.map((book) => `'${book}'`).join(', '))}))`,
    ),
  ],
);

/**
 * One movement of money: its entries net to zero per currency. The idempotency key makes a retried movement (a
 * webhook delivered twice, a provider's repeated bet call) a no-op that returns the first one.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    // What caused it, for reconciliation: a payment, a game round, an operator's reason.
    paymentId: bigint('payment_id', { mode: 'number' }),
    roundId: text('round_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_idempotency_key_idx').on(table.idempotencyKey),
    index('ledger_transactions_payment_idx').on(table.paymentId),
  ],
);

/** Immutable: an entry is never updated or deleted; a correction is a new transaction. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    // No foreign key on purpose: every entry of every bet names a house account, and a foreign key check takes a
    // share lock on that one row per insert; concurrent share lockers turn it into a multixact every transaction
    // contends on (p99 of a bet-then-win at 100/s: 488 ms with it, 51 ms without, bench/ledger-throughput.ts).
    // Accounts are never deleted, and the ledger check proves every entry's account exists.
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    // Signed minor units: positive credits the account, negative debits it.
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check(
      'ledger_entries_amount_check',
      sql`${table.amount} <> 0 and abs(${table.amount}) <= ${sql.raw(String(Number.MAX_SAFE_INTEGER))}`,
    ),
  ],
);
