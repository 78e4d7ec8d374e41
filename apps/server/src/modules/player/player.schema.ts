import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';
import { users } from '../users/users.schema';

/** The support chat's restore id per player. */
export const chatRestoreIds = pgTable('chat_restore_ids', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  restoreId: text('restore_id').notNull(),
  updatedAt: updatedAt(),
});
