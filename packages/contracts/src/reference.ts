import * as z from 'zod/mini';

export const currencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
  subunits_to_unit: z.int(),
  fiat: z.boolean(),
  default: z.boolean(),
  /** Display unit for crypto amounts: milli for ETH and LTC, micro for BTC (platform-core §9). */
  display_unit: z.enum(['unit', 'milli', 'micro']),
});
export type Currency = z.infer<typeof currencySchema>;

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  default_currency: z.string(),
  /** `partial`: guests see the geo warning and cannot register or log in (platform-core §6). */
  restriction: z.enum(['none', 'partial', 'full']),
});
export type Country = z.infer<typeof countrySchema>;

export const localeSchema = z.object({
  code: z.string(),
  name: z.string(),
  default: z.boolean(),
});
export type Locale = z.infer<typeof localeSchema>;

export const statusSchema = z.object({ id: z.string(), name: z.string() });
export type Status = z.infer<typeof statusSchema>;

export const playerFieldSchema = z.object({
  name: z.string(),
  type: z.enum(['string', 'email', 'password', 'date', 'boolean', 'select', 'phone']),
  required: z.boolean(),
  contexts: z.array(z.enum(['registration', 'profile', 'payment'])),
});
export const playerFieldsSchema = z.object({ fields: z.array(playerFieldSchema) });

export const authProviderInfoSchema = z.object({ name: z.string(), enabled: z.boolean() });

export const projectInfoSchema = z.object({
  name: z.string(),
  apps: z.object({ sportsbook: z.boolean(), casino: z.boolean() }),
  license: z.enum(['CW', 'EE']),
  player_two_factor_auth: z.boolean(),
  available_currency_exchange: z.boolean(),
  default_currency: z.string(),
  default_locale: z.string(),
});
export type ProjectInfo = z.infer<typeof projectInfoSchema>;

export const cryptoExchangeRatesSchema = z.record(
  z.string(),
  z.record(z.string(), z.object({ exchange_rate: z.number(), fee: z.number(), total_exchange_rate: z.number() })),
);

export const currentIpSchema = z.object({
  ip: z.string(),
  country_code: z.string(),
  /** False when `country_code` is the server's default, not found for this visitor (absent from older servers). */
  country_known: z.optional(z.boolean()),
});
