import type { Country, Currency, Locale, ProjectInfo, Status } from '@casino/contracts';
import { authProviderInfoSchema, playerFieldsSchema, projectInfoSchema } from '@casino/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findCountry,
  findSetting,
  listCountries,
  listCurrencies,
  listExchangeRates,
  listLocales,
  listStatuses,
} from './reference.repository';

export type ReferenceService = ReturnType<typeof createReferenceService>;

/** Settings keys holding operator-editable reference documents in `site_settings`. */
export const SETTING_KEYS = {
  project: 'project',
  playerFields: 'player_fields',
  authProviders: 'auth_providers',
} as const;

/**
 * `enabledAuthProviders`: the social sign-in providers this server has credentials for. The stored document lists
 * the providers to show; a provider is enabled only when it is configured, so the web app never offers a button
 * that cannot work.
 */
export function createReferenceService({
  db,
  enabledAuthProviders = [],
}: {
  db: Database;
  enabledAuthProviders?: readonly string[];
}) {
  async function setting<T extends z.core.$ZodType>(key: string, schema: T): Promise<z.output<T>> {
    const parsed = z.safeParse(schema, await findSetting(db, key));
    // A missing or hand-broken operator document is a deployment fault, not the caller's: say which one.
    if (!parsed.success) throw new AppError('INTERNAL', `Site setting "${key}" is missing or invalid`);
    return parsed.data;
  }

  return {
    async currencies(): Promise<Currency[]> {
      return (await listCurrencies(db)).map((row) => ({
        code: row.code,
        symbol: row.symbol,
        subunits_to_unit: row.subunitsToUnit,
        fiat: row.fiat,
        default: row.isDefault,
        display_unit: row.displayUnit,
      }));
    },
    async countries(): Promise<Country[]> {
      return (await listCountries(db)).map((row) => ({
        code: row.code,
        name: row.name,
        default_currency: row.defaultCurrency,
        restriction: row.restriction,
      }));
    },
    async country(code: string): Promise<Country | undefined> {
      const row = await findCountry(db, code);
      return (
        row && { code: row.code, name: row.name, default_currency: row.defaultCurrency, restriction: row.restriction }
      );
    },
    async locales(): Promise<Locale[]> {
      return (await listLocales(db)).map((row) => ({ code: row.code, name: row.name, default: row.isDefault }));
    },
    async statuses(): Promise<Status[]> {
      return listStatuses(db);
    },
    project: (): Promise<ProjectInfo> => setting(SETTING_KEYS.project, projectInfoSchema),
    playerFields: () => setting(SETTING_KEYS.playerFields, playerFieldsSchema),
    async authProviders() {
      const listed = await setting(SETTING_KEYS.authProviders, z.array(authProviderInfoSchema));
      return listed.map((provider) => ({ name: provider.name, enabled: enabledAuthProviders.includes(provider.name) }));
    },
    async cryptoExchangeRates() {
      const rates: Record<
        string,
        Record<string, { exchange_rate: number; fee: number; total_exchange_rate: number }>
      > = {};
      for (const row of await listExchangeRates(db)) {
        (rates[row.fromCurrency] ??= {})[row.toCurrency] = {
          exchange_rate: row.exchangeRate,
          fee: row.fee,
          total_exchange_rate: row.exchangeRate * (1 - row.fee),
        };
      }
      return rates;
    },
  };
}
