import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moneyBounds, updatedAt } from '../../db/columns';

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  /** ISO countries where the studio's games may not be offered (no licence there): HTTP 451 on the game page. */
  restrictedCountries: text('restricted_countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    seoTitle: text('seo_title').notNull(),
    hasDemoMode: boolean('has_demo_mode').notNull().default(true),
    devices: text('devices').array().notNull(),
    volatility: text('volatility', { enum: ['low', 'medium', 'high', 'very-high'] }).notNull(),
    // Return to player in basis points (9650 = 96.50%): an integer, so no float rounding in storage.
    payoutBasisPoints: integer('payout_basis_points').notNull(),
    lines: integer('lines'),
    ways: integer('ways'),
    /**
     * The in-house studio's game family (docs/studio.md) and this game's parameters (rows and risk, mines, rules
     * variant); null for other studios' games. The studio validates the parameters against the family at launch.
     */
    studioFamily: text('studio_family'),
    studioParams: jsonb('studio_params').$type<Record<string, unknown>>(),
    badges: jsonb('badges').$type<{ type: string; theme: string }[]>().notNull().default([]),
    popularity: integer('popularity').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    /** ISO countries where this title may not be offered, on top of its provider's. */
    restrictedCountries: text('restricted_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('games_provider_slug_idx').on(table.providerId, table.slug),
    index('games_title_lower_idx').on(sql`lower(${table.title})`),
  ],
);

export const gameCategories = pgTable(
  'game_categories',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.categoryId] }), index().on(table.categoryId)],
);

export const gameCurrencies = pgTable(
  'game_currencies',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull(),
  },
  (table) => [uniqueIndex('game_currencies_game_currency_idx').on(table.gameId, table.currencyCode)],
);

export const providerJackpots = pgTable(
  'provider_jackpots',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.currencyCode] }),
    check('provider_jackpots_amount_cents_check', moneyBounds(table.amountCents)),
  ],
);
