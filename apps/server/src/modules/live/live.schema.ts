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
import type { LiveMove } from '@casino/contracts';
import { LIVE_DECISIONS } from '@casino/contracts';
import { createdAt, moneyBounds } from '../../db/columns';
import { users } from '../users/users.schema';

/**
 * One row per live table (a live catalogue game): who runs its rounds now, and until when someone is seated. The
 * leader holds a lease it renews while alive; when the process dies the lease runs out and another process takes
 * the table over, continuing whatever round is in progress from its row.
 */
export const liveTables = pgTable('live_tables', {
  game: text('game').primaryKey(),
  leader: text('leader'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** A table with nobody seated pauses between rounds instead of drawing rounds nobody watches. */
  seatedUntil: timestamp('seated_until', { withTimezone: true }),
});

export const LIVE_ROUND_PHASES = ['betting', 'closed', 'result', 'settled'] as const;
export type LiveRoundPhase = (typeof LIVE_ROUND_PHASES)[number];

/**
 * A shared round. Its server seed is sealed at rest and published by its commitment before betting opens; the client
 * seed is fixed by the table and round number; the outcome is the families' view of that one draw.
 */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    game: text('game').notNull(),
    number: integer('number').notNull(),
    phase: text('phase', { enum: LIVE_ROUND_PHASES }).notNull(),
    sealedServerSeed: text('sealed_server_seed').notNull(),
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    bettingClosesAt: timestamp('betting_closes_at', { withTimezone: true }).notNull(),
    resultAt: timestamp('result_at', { withTimezone: true }),
    nextRoundAt: timestamp('next_round_at', { withTimezone: true }),
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
  },
  (table) => [uniqueIndex('live_rounds_game_number_idx').on(table.game, table.number)],
);

export const LIVE_BET_STATUSES = ['placing', 'placed', 'settled', 'void'] as const;
export type LiveBetStatus = (typeof LIVE_BET_STATUSES)[number];

/**
 * A player's slip on a round: one per player, currency and round. `placing` is written before the wallet is asked
 * and becomes `placed` with its answer, so a crash in between is finished (or voided) at settlement.
 */
export const liveBets = pgTable(
  'live_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => liveRounds.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    choice: jsonb('choice').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: LIVE_BET_STATUSES }).notNull(),
    returned: bigint('returned', { mode: 'number' }),
    /** Crash tables: the multiplier (hundredths) the slip left the flight at, by hand or by its auto cash-out. */
    cashOut: integer('cash_out'),
    /**
     * Decision tables: the seat's decision on the shared deal, written before its extra stake goes to the wallet; a
     * seat that made none by the window's end folds.
     */
    decision: text('decision', { enum: LIVE_DECISIONS }),
    /**
     * What decisions staked on top of `stake`, taken as each was made: three card poker's play bet, a blackjack seat's
     * doubles and splits.
     */
    decisionStake: bigint('decision_stake', { mode: 'number' }).notNull().default(0),
    /** Hand tables: the seat's moves on its own hand, in order, each written before its stake goes to the wallet. */
    moves: jsonb('moves').$type<LiveMove[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('live_bets_round_player_idx').on(table.roundId, table.userId, table.currency),
    index('live_bets_unsettled_idx')
      .on(table.roundId)
      .where(sql`${table.status} in ('placing', 'placed')`),
    check('live_bets_stake_check', moneyBounds(table.stake)),
    check('live_bets_returned_check', sql`${table.returned} is null or ${moneyBounds(table.returned)}`),
    check('live_bets_cash_out_check', sql`${table.cashOut} is null or ${table.cashOut} >= 101`),
    check('live_bets_decision_check', sql`${table.decision} is null or ${table.decision} in ('play', 'fold')`),
    check('live_bets_decision_stake_check', moneyBounds(table.decisionStake)),
  ],
);
