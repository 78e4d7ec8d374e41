import { bigint, bigserial, boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../users/users.schema';
import { currencies } from '../reference/reference.schema';

/**
 * One wallet per player and currency. Its money is in the ledger (the player's cash, bonus and withdrawal-hold books
 * in that currency); the wallet row says that the player holds the currency and whether it is listed.
 */
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
    // Listed in the balance menu. Which wallet the player plays from is the profile's currency, not this flag.
    active: boolean('active').notNull().default(true),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('wallets_user_currency_idx').on(table.userId, table.currency)],
);
