import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moneyBounds, updatedAt } from '../../db/columns';
import { users } from '../users/users.schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A player's responsible-gambling limits (docs/responsible-gambling.md). A limit is never deleted: a removal that
 * took effect sets `removed_at`, so the history of what the player chose stays with the account. The pending columns
 * hold one raise or removal waiting for its e-mailed confirmation and its date.
 */
export const userLimits = pgTable(
  'user_limits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    period: text('period').notNull(),
    // Windows of a money or session limit run back to back from here (docs/responsible-gambling.md, "Windows").
    windowAnchor: at('window_anchor').notNull(),
    amountMinutes: integer('amount_minutes'),
    // A cooling-off's or self-exclusion's end; null for `forever` and for the other types.
    endsAt: at('ends_at'),
    pendingKind: text('pending_kind', { enum: ['raise', 'remove'] }),
    pendingAmountMinutes: integer('pending_amount_minutes'),
    pendingRequestedAt: at('pending_requested_at'),
    pendingEffectiveAt: at('pending_effective_at'),
    confirmUntil: at('confirm_until'),
    confirmedAt: at('confirmed_at'),
    // SHA-256 of the e-mailed confirmation token, like every other e-mail link: the link itself is never stored.
    confirmTokenHash: text('confirm_token_hash'),
    removedAt: at('removed_at'),
    liftedAt: at('lifted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index().on(table.userId),
    uniqueIndex('user_limits_confirm_token_idx').on(table.confirmTokenHash),
    // One live limit per type and period; exclusions may follow one another, so they are left out.
    uniqueIndex('user_limits_live_idx')
      .on(table.userId, table.type, table.period)
      .where(sql`removed_at is null and type not in ('coolingoff', 'selfexclusion')`),
  ],
);

/** One sub-account per currency of a money limit: its amount, and a raise waiting to apply. */
export const userLimitAccounts = pgTable(
  'user_limit_accounts',
  {
    limitId: bigint('limit_id', { mode: 'number' })
      .notNull()
      .references(() => userLimits.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    pendingAmountCents: bigint('pending_amount_cents', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.limitId, table.currency] }),
    check('user_limit_accounts_amount_bounds', moneyBounds(table.amountCents)),
  ],
);

/**
 * Real-play sessions measured from the provider protocol: a bet extends the player's open session when it comes
 * within the idle gap of the last one, else it opens a new one. Playing time is the sum of their spans.
 */
export const playSessions = pgTable(
  'play_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    startedAt: at('started_at').notNull(),
    lastActivityAt: at('last_activity_at').notNull(),
  },
  (table) => [index().on(table.userId, table.lastActivityAt)],
);

/** The player's reality-check interval (RTS 13); no row means the licence's default. */
export const realityCheckSettings = pgTable('reality_check_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  intervalMinutes: integer('interval_minutes').notNull(),
  updatedAt: updatedAt(),
});
