import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moneyBounds, updatedAt } from '../../db/columns';
import { currencies } from '../reference/reference.schema';
import { users } from '../users/users.schema';

/**
 * A game provider (or aggregator) allowed to move players' money through the seamless-wallet protocol: it signs
 * every request with its secret and may only settle games of the catalogue providers it serves.
 */
export const gameIntegrations = pgTable('game_integrations', {
  name: text('name').primaryKey(),
  // A shared HMAC key: it must be kept in a usable form to check signatures, so it is not hashed.
  secret: text('secret').notNull(),
  providers: text('providers').array().notNull(),
  // Where the casino calls the provider (free spins issued and cancelled); null for one it never calls.
  apiUrl: text('api_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A provider's round (`game_id` of the protocol) on one player's wallet. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    integration: text('integration')
      .notNull()
      .references(() => gameIntegrations.name),
    providerRoundId: text('provider_round_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    game: text('game').notNull(),
    betCents: bigint('bet_cents', { mode: 'number' }).notNull().default(0),
    winCents: bigint('win_cents', { mode: 'number' }).notNull().default(0),
    // The bonus wagering when the round's first stake came (no foreign key: bonuses are a later module's table),
    // and how much of the stakes was bonus money: a win pays back to the books in that proportion.
    bonusId: bigint('bonus_id', { mode: 'number' }),
    bonusBetCents: bigint('bonus_bet_cents', { mode: 'number' }).notNull().default(0),
    // Free spins the round was played with (the casino staked it); its win goes to their winnings.
    freespinsId: bigint('freespins_id', { mode: 'number' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('game_rounds_provider_round_idx').on(table.integration, table.providerRoundId),
    index('game_rounds_user_idx').on(table.userId, table.createdAt),
    // A player's rounds still open, by game: a game's `unfinished_games_for`.
    index('game_rounds_user_open_idx')
      .on(table.userId, table.game)
      .where(sql`${table.finishedAt} is null`),
    // A bonus's rounds still open: a bonus is lost only when none is.
    index('game_rounds_bonus_open_idx')
      .on(table.bonusId)
      .where(sql`${table.bonusId} is not null and ${table.finishedAt} is null`),
    check('game_rounds_bet_check', moneyBounds(table.betCents)),
    check('game_rounds_win_check', moneyBounds(table.winCents)),
    check('game_rounds_bonus_bet_check', moneyBounds(table.bonusBetCents)),
  ],
);

export const GAME_ACTION_KINDS = ['bet', 'win', 'rollback'] as const;

/**
 * Every action a provider sent, by its `action_id`: the protocol's idempotency. A bet or win that arrives after
 * its rollback is recorded with `rolled_back_at` set and moves nothing; a rollback names the action it undoes,
 * once (a unique index), whether or not that action had arrived.
 */
export const gameActions = pgTable(
  'game_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    integration: text('integration')
      .notNull()
      .references(() => gameIntegrations.name),
    actionId: text('action_id').notNull(),
    kind: text('kind', { enum: GAME_ACTION_KINDS }).notNull(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => gameRounds.id),
    // No foreign key: the round already ties the action to its player, and a key share lock on the user row from
    // every bet would make that row a contention point (as it did for the ledger's house account).
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    // For a rollback: the action it undoes.
    originalActionId: text('original_action_id'),
    // The ledger transaction that moved the money; null when nothing moved.
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('game_actions_action_idx').on(table.integration, table.actionId),
    uniqueIndex('game_actions_rollback_idx')
      .on(table.integration, table.originalActionId)
      .where(sql`${table.kind} = 'rollback'`),
    index('game_actions_round_idx').on(table.roundId),
    // The latest wins, for the lobby's strip.
    index('game_actions_wins_idx')
      .on(table.processedAt)
      .where(sql`${table.kind} = 'win'`),
    check('game_actions_amount_check', moneyBounds(table.amountCents)),
    check('game_actions_rollback_check', sql`(${table.kind} = 'rollback') = (${table.originalActionId} is not null)`),
  ],
);

export const PROVIDER_CALL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Calls the casino owes a game provider (free spins issued or cancelled: docs/game-protocol.md, "Calls to a
 * provider"). Written in the transaction of the change that causes them, sent afterwards outside any transaction,
 * and retried until the provider takes them: a provider that is down delays a call, never loses it.
 */
export const providerCalls = pgTable(
  'provider_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // One call per cause: the same change seen twice queues nothing more.
    key: text('key').notNull(),
    integration: text('integration')
      .notNull()
      .references(() => gameIntegrations.name),
    path: text('path').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: PROVIDER_CALL_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('provider_calls_key_idx').on(table.key),
    index('provider_calls_due_idx').on(table.status, table.nextAttemptAt),
  ],
);
