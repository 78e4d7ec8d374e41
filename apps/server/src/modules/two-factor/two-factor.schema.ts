import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/users.schema';

/**
 * TOTP state. The secret is AES-256-GCM encrypted with a key kept apart from it; `lastUsedStep` is the 30-second
 * step of the last accepted code, so a code (or an older one) is never accepted twice.
 */
export const userTotp = pgTable('user_totp', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  // Null while the player has been shown the secret but not yet proved their app has it.
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});
