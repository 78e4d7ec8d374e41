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
import { createdAt, moneyBounds } from '../../db/columns';
import { users } from '../users/users.schema';

/**
 * A game frame's session: one game, one mode, one currency. Only the SHA-256 of its token is kept, so a copy of this
 * table cannot be replayed as sessions. A demo session carries its own play-money balance and never touches the
 * ledger.
 */
export const studioSessions = pgTable(
  'studio_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    // Null for a guest playing the demo.
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    // The lobby session that launched real play: when the player signs out it is gone, and no new round starts.
    playerSessionId: bigint('player_session_id', { mode: 'number' }),
    game: text('game').notNull(),
    family: text('family').notNull(),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    currency: text('currency').notNull(),
    // Play money of a demo session, minor units; null for real play (the wallet holds the money).
    demoBalance: bigint('demo_balance', { mode: 'number' }),
    licence: text('licence').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('studio_sessions_token_hash_idx').on(table.tokenHash),
    index('studio_sessions_user_idx').on(table.userId),
    // A live table's player count reads the frames of one game seen lately (live.repository `playersAt`).
    index('studio_sessions_present_idx')
      .on(table.game, table.lastSeenAt)
      .where(sql`${table.endedAt} is null`),
    check('studio_sessions_demo_balance_check', sql`${table.demoBalance} is null or ${moneyBounds(table.demoBalance)}`),
  ],
);

/**
 * Provably fair seed pairs of one owner (`user:<id>` for real play, `session:<id>` for a demo session). The server
 * seed is sealed at rest (only its commitment is public) until the pair is rotated and the seed revealed.
 */
export const studioSeeds = pgTable(
  'studio_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    owner: text('owner').notNull(),
    sealedServerSeed: text('sealed_server_seed').notNull(),
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: createdAt(),
    // Set when the pair is rotated: from then on the server seed is public.
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    // One active pair per owner.
    uniqueIndex('studio_seeds_active_owner_idx')
      .on(table.owner)
      .where(sql`${table.revealedAt} is null`),
    check('studio_seeds_nonce_check', sql`${table.nextNonce} >= 0`),
  ],
);

export const STUDIO_ROUND_STATUSES = ['opening', 'open', 'settling', 'finished', 'void'] as const;
export type StudioRoundStatus = (typeof STUDIO_ROUND_STATUSES)[number];

/**
 * A studio round: the opening stake and choice and the actions taken, replayed from the seeds at every step (nothing
 * secret is stored beside them). `opening` and `settling` mark a step whose money has not been confirmed by the
 * wallet yet: the step is retried until it is (docs/studio.md, "Settlement").
 */
export const studioRounds = pgTable(
  'studio_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => studioSessions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }),
    owner: text('owner').notNull(),
    game: text('game').notNull(),
    family: text('family').notNull(),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    currency: text('currency').notNull(),
    // The game's parameters when the round opened: an operator's later change must not alter a round being replayed.
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    // The opening stake: every replay starts from it, so a later step (a double, a card bought) never changes it;
    // what the steps added is the replay's `staked`.
    stake: bigint('stake', { mode: 'number' }).notNull(),
    returned: bigint('returned', { mode: 'number' }),
    status: text('status', { enum: STUDIO_ROUND_STATUSES }).notNull(),
    choice: jsonb('choice').$type<Record<string, unknown>>().notNull(),
    actions: jsonb('actions').$type<{ action: string; details: Record<string, unknown> }[]>().notNull(),
    // The step being settled while `settling`: appended to `actions` once the wallet confirmed it.
    pendingAction: jsonb('pending_action').$type<{ action: string; details: Record<string, unknown> }>(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => studioSeeds.id),
    nonce: integer('nonce').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    // A spin of the casino's free spins (the bonus engine's id): every wallet call of the round names them.
    freespinsId: bigint('freespins_id', { mode: 'number' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // One unfinished round per owner, game and currency: the one the front end resumes.
    uniqueIndex('studio_rounds_unfinished_idx')
      .on(table.owner, table.game, table.currency)
      .where(sql`${table.status} in ('opening', 'open', 'settling')`),
    index('studio_rounds_session_idx').on(table.sessionId, table.id),
    index('studio_rounds_user_idx').on(table.userId, table.game),
    // The licence's shortest slot cycle is checked against the owner's latest spin.
    index('studio_rounds_owner_family_idx').on(table.owner, table.family, table.createdAt),
    index('studio_rounds_unsettled_idx')
      .on(table.id)
      .where(sql`${table.status} in ('opening', 'settling')`),
    check('studio_rounds_stake_check', moneyBounds(table.stake)),
    check('studio_rounds_returned_check', sql`${table.returned} is null or ${moneyBounds(table.returned)}`),
  ],
);
