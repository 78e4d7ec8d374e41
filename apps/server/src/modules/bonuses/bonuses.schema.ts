import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BONUS_CAMPAIGN_KINDS, BONUS_STAGES, FREESPINS_STAGES } from '@casino/contracts';
import { createdAt, moneyBounds, updatedAt } from '../../db/columns';
import { currencies } from '../reference/reference.schema';
import { users } from '../users/users.schema';

/** How much of a settled stake counts toward wagering, in percent, by the game's lobby category. */
export type WagerContributions = { pokies: number; table: number; live: number; other: number };

/**
 * An operator's campaign (docs/bonuses.md): what it gives, to whom, and on which wagering terms. Amounts are per
 * currency; a currency missing from `amount_cents` is a currency the campaign does not serve.
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupKey: text('group_key').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: BONUS_CAMPAIGN_KINDS }).notNull(),
    active: boolean('active').notNull().default(true),
    depositNumber: integer('deposit_number'),
    matchPercent: integer('match_percent'),
    amountCents: jsonb('amount_cents').$type<Record<string, number>>().notNull(),
    minDepositCents: jsonb('min_deposit_cents').$type<Record<string, number>>().notNull(),
    maxBetCents: jsonb('max_bet_cents').$type<Record<string, number>>().notNull(),
    wagerMultiplier: integer('wager_multiplier').notNull(),
    contributions: jsonb('contributions').$type<WagerContributions>().notNull(),
    activationDays: integer('activation_days').notNull(),
    wagerDays: integer('wager_days').notNull(),
    // Deposit and coupon bonuses start wagering this long after they are issued (0: at once).
    activationDelayMinutes: integer('activation_delay_minutes').notNull().default(0),
    // Stored upper-case: codes are matched without regard to case.
    code: text('code'),
    requiresPick: boolean('requires_pick').notNull().default(false),
    countries: text('countries').array().notNull(),
    excludedGroups: text('excluded_groups').array().notNull(),
    // Free spins instead of bonus money: this many spins at `amount_cents` each, in these games.
    freespinsCount: integer('freespins_count'),
    games: text('games')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('bonus_campaigns_group_key_idx').on(table.groupKey),
    uniqueIndex('bonus_campaigns_code_idx').on(table.code),
  ],
);

/**
 * A bonus given to a player, from issue to its final stage. The bonus money itself is in the ledger (the player's
 * `bonus` book), and only the one bonus in `handle_bets` of a wallet has money there: a database index keeps it
 * to one.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => bonusCampaigns.id),
    // What earned it, once per player and campaign: `registration`, `coupon`, `payment:<id>`.
    trigger: text('trigger').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    stage: text('stage', { enum: BONUS_STAGES }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    wagerRequirementCents: bigint('wager_requirement_cents', { mode: 'number' }).notNull(),
    wageredCents: bigint('wagered_cents', { mode: 'number' }).notNull().default(0),
    maxBetCents: bigint('max_bet_cents', { mode: 'number' }),
    // The campaign's terms when issued: a later change of the campaign does not change a bonus already given.
    contributions: jsonb('contributions').$type<WagerContributions>().notNull(),
    wagerDays: integer('wager_days').notNull(),
    activatableUntil: timestamp('activatable_until', { withTimezone: true }).notNull(),
    // A delayed activation: the scheduler activates the bonus then, and the player cannot before.
    activatesAt: timestamp('activates_at', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('player_bonuses_trigger_idx').on(table.userId, table.campaignId, table.trigger),
    uniqueIndex('player_bonuses_wagering_idx')
      .on(table.userId, table.currency)
      .where(sql`${table.stage} = 'handle_bets'`),
    index('player_bonuses_user_idx').on(table.userId, table.createdAt),
    check('player_bonuses_amount_check', moneyBounds(table.amountCents)),
    check('player_bonuses_requirement_check', moneyBounds(table.wagerRequirementCents)),
    check('player_bonuses_wagered_check', moneyBounds(table.wageredCents)),
  ],
);

/**
 * Free spins given to a player. The casino pays their stakes (bonus funding to game revenue, nothing from the
 * player); what they win is held in bonus funding (`winnings_cents`) until the last spin, then becomes a bonus with
 * the campaign's wager, or cash when the wager is 0.
 */
export const playerFreespins = pgTable(
  'player_freespins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => bonusCampaigns.id),
    trigger: text('trigger').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    stage: text('stage', { enum: FREESPINS_STAGES }).notNull(),
    total: integer('total').notNull(),
    performed: integer('performed').notNull().default(0),
    betCents: bigint('bet_cents', { mode: 'number' }).notNull(),
    games: text('games').array().notNull(),
    wagerMultiplier: integer('wager_multiplier').notNull(),
    winningsCents: bigint('winnings_cents', { mode: 'number' }).notNull().default(0),
    activatableUntil: timestamp('activatable_until', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    // The bonus its winnings became, when they were wagered.
    bonusId: bigint('bonus_id', { mode: 'number' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('player_freespins_trigger_idx').on(table.userId, table.campaignId, table.trigger),
    index('player_freespins_user_idx').on(table.userId, table.createdAt),
    check('player_freespins_bet_check', moneyBounds(table.betCents)),
    check('player_freespins_winnings_check', moneyBounds(table.winningsCents)),
    check('player_freespins_performed_check', sql`${table.performed} between 0 and ${table.total}`),
  ],
);

/** Offers a player said no to (`DELETE /api/bonuses/deposit/{id}`): never issued to them. */
export const bonusDeclines = pgTable(
  'bonus_declines',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => bonusCampaigns.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.campaignId] })],
);
