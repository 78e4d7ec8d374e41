import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  // Minor units per whole unit; bigint because crypto currencies use up to 1e9 subunits.
  subunitsToUnit: bigint('subunits_to_unit', { mode: 'number' }).notNull(),
  fiat: boolean('fiat').notNull(),
  displayUnit: text('display_unit', { enum: ['unit', 'milli', 'micro'] }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  defaultCurrency: text('default_currency').notNull(),
  restriction: text('restriction', { enum: ['none', 'partial', 'full'] })
    .notNull()
    .default('none'),
});

export const locales = pgTable('locales', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const statuses = pgTable('statuses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
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
    badges: jsonb('badges').$type<{ type: string; theme: string }[]>().notNull().default([]),
    popularity: integer('popularity').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
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
  (table) => [primaryKey({ columns: [table.providerId, table.currencyCode] })],
);

export const cryptoExchangeRates = pgTable(
  'crypto_exchange_rates',
  {
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    exchangeRate: doublePrecision('exchange_rate').notNull(),
    fee: doublePrecision('fee').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.fromCurrency, table.toCurrency] })],
);

/** Operator-editable JSON documents: front-end configs and site settings. */
export const feConfigs = pgTable('fe_configs', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const diagnosticEvents = pgTable(
  'diagnostic_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.kind, table.createdAt)],
);
