import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { countries, cryptoExchangeRates, currencies, locales, siteSettings, statuses } from '../../db/schema';

export const listCurrencies = (db: Queryable) =>
  db.select().from(currencies).where(eq(currencies.enabled, true)).orderBy(asc(currencies.position));

export const listCountries = (db: Queryable) => db.select().from(countries).orderBy(asc(countries.name));

export const listLocales = (db: Queryable) => db.select().from(locales).orderBy(asc(locales.position));

export const listStatuses = (db: Queryable) => db.select().from(statuses).orderBy(asc(statuses.id));

export const listExchangeRates = (db: Queryable) =>
  db.select().from(cryptoExchangeRates).orderBy(asc(cryptoExchangeRates.fromCurrency));

export async function findSetting(db: Queryable, key: string): Promise<unknown> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return row?.value;
}

export async function findCountry(db: Queryable, code: string) {
  const [row] = await db.select().from(countries).where(eq(countries.code, code));
  return row;
}
