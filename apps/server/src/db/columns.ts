import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Money is integer minor units in `bigint` columns, read as JavaScript numbers. A number is exact only up to
 * 2^53 − 1, so every stored amount is also bounded there by a CHECK (`moneyBounds`): an amount the application
 * could not represent exactly can never be stored. 2^53 − 1 minor units is 90 trillion euros, or 90 million BTC in
 * satoshis.
 */
export const MAX_SAFE_MINOR_UNITS = Number.MAX_SAFE_INTEGER;

export const moneyBounds = (column: AnyPgColumn) =>
  sql`${column} between 0 and ${sql.raw(String(MAX_SAFE_MINOR_UNITS))}`;

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
