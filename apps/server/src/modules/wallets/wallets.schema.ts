import { bigint, bigserial, boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../accounts/accounts.schema';
import { currencies } from '../reference/reference.schema';

/** One wallet per player and currency. Balances change only through the ledger; here they are bigint minor units. */
export const wallets = pgTable(
  'wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    active: boolean('active').notNull().default(false),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    availableToCashoutCents: bigint('available_to_cashout_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('wallets_user_currency_idx').on(table.userId, table.currency)],
);
