import { bigint, bigserial, boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, moneyBounds, updatedAt } from '../../db/columns';
import { users } from '../users/users.schema';
import { currencies } from '../reference/reference.schema';

/** One wallet per player and currency. Balances change only through the ledger; here they are bigint minor units. */
export const wallets = pgTable(
  'wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      // A player is closed, never deleted: money rows outlive the account and keep its books provable.
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    active: boolean('active').notNull().default(false),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    availableToCashoutCents: bigint('available_to_cashout_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('wallets_user_currency_idx').on(table.userId, table.currency),
    check('wallets_amount_cents_check', moneyBounds(table.amountCents)),
    check('wallets_available_to_cashout_cents_check', moneyBounds(table.availableToCashoutCents)),
    // The withdrawable part is a part of the balance, never more.
    check('wallets_cashout_within_amount_check', sql`${table.availableToCashoutCents} <= ${table.amountCents}`),
  ],
);
