import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries, cryptoExchangeRates, currencies, locales, siteSettings, statuses } from '../../db/schema';

export const listCurrencies = (db: Database) =>
  db.select().from(currencies).where(eq(currencies.enabled, true)).orderBy(asc(currencies.position));

export const listCountries = (db: Database) => db.select().from(countries).orderBy(asc(countries.name));

export const listLocales = (db: Database) => db.select().from(locales).orderBy(asc(locales.position));

export const listStatuses = (db: Database) => db.select().from(statuses).orderBy(asc(statuses.id));

export const listExchangeRates = (db: Database) =>
  db.select().from(cryptoExchangeRates).orderBy(asc(cryptoExchangeRates.fromCurrency));

export async function findSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return row?.value;
}

export async function findCountry(db: Database, code: string) {
  const [row] = await db.select().from(countries).where(eq(countries.code, code));
  return row;
}
