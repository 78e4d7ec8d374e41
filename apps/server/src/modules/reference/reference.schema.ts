import { bigint, boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';

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

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
