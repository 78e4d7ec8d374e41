import { DEFAULT_CURRENCY, DEFAULT_LOCALE, ENABLED_CURRENCIES, isFiatCurrency, LOCALES } from '@casino/contracts';
import type { LocaleCode } from '@casino/contracts';
import { ISO_COUNTRIES } from './iso-countries';

export type SeedCurrency = {
  code: string;
  symbol: string;
  subunitsToUnit: number;
  fiat: boolean;
  displayUnit: 'unit' | 'milli' | 'micro';
  enabled: boolean;
  isDefault: boolean;
  position: number;
};
export type SeedCountry = {
  code: string;
  name: string;
  defaultCurrency: string;
  restriction: 'none' | 'partial' | 'full';
};
export type SeedLocale = { code: string; name: string; isDefault: boolean; position: number };
export type SeedStatus = { id: string; name: string };
export type SeedReferenceData = {
  currencies: SeedCurrency[];
  countries: SeedCountry[];
  locales: SeedLocale[];
  statuses: SeedStatus[];
};

type CurrencySpec = Pick<SeedCurrency, 'code' | 'symbol' | 'subunitsToUnit' | 'displayUnit'>;

/**
 * Every currency the specs name (platform-core §9). ETH counts in gwei (1e9), not wei (1e18): balances must stay
 * below Number.MAX_SAFE_INTEGER wherever JSON carries them. KZT and PLN are configured but not sold.
 */
const CURRENCY_SPECS: readonly CurrencySpec[] = [
  { code: 'AUD', symbol: 'A$', subunitsToUnit: 100, displayUnit: 'unit' },
  { code: 'CAD', symbol: 'C$', subunitsToUnit: 100, displayUnit: 'unit' },
  { code: 'NZD', symbol: 'NZ$', subunitsToUnit: 100, displayUnit: 'unit' },
  { code: 'EUR', symbol: '€', subunitsToUnit: 100, displayUnit: 'unit' },
  { code: 'USD', symbol: '$', subunitsToUnit: 100, displayUnit: 'unit' },
  { code: 'JPY', symbol: '¥', subunitsToUnit: 1, displayUnit: 'unit' },
  { code: 'NOK', symbol: 'kr', subunitsToUnit: 100, displayUnit: 'unit' },
  { code: 'BRL', symbol: 'R$', subunitsToUnit: 100, displayUnit: 'unit' },
  { code: 'BTC', symbol: '₿', subunitsToUnit: 100_000_000, displayUnit: 'micro' },
  { code: 'ETH', symbol: 'Ξ', subunitsToUnit: 1_000_000_000, displayUnit: 'milli' },
  { code: 'BCH', symbol: 'BCH', subunitsToUnit: 100_000_000, displayUnit: 'unit' },
  { code: 'LTC', symbol: 'Ł', subunitsToUnit: 100_000_000, displayUnit: 'milli' },
  { code: 'DOG', symbol: 'Ð', subunitsToUnit: 100_000_000, displayUnit: 'unit' },
  { code: 'USDT', symbol: '₮', subunitsToUnit: 1_000_000, displayUnit: 'unit' },
  { code: 'KZT', symbol: '₸', subunitsToUnit: 100, displayUnit: 'unit' },
  { code: 'PLN', symbol: 'zł', subunitsToUnit: 100, displayUnit: 'unit' },
];

/** Countries whose own currency we carry; everyone else defaults to EUR (Europe) or USD (elsewhere). */
const LOCAL_CURRENCY: Readonly<Record<string, string>> = {
  AU: 'AUD',
  CX: 'AUD',
  CC: 'AUD',
  HM: 'AUD',
  KI: 'AUD',
  NF: 'AUD',
  NR: 'AUD',
  TV: 'AUD',
  CA: 'CAD',
  NZ: 'NZD',
  CK: 'NZD',
  NU: 'NZD',
  PN: 'NZD',
  TK: 'NZD',
  NO: 'NOK',
  SJ: 'NOK',
  BV: 'NOK',
  BR: 'BRL',
  JP: 'JPY',
  KZ: 'KZT',
  PL: 'PLN',
};

/** Euro area, its overseas parts, and the rest of Europe, where EUR is the natural fallback. */
const EUROPE = new Set(
  (
    'AD AT AX BE BL CY DE EE ES FI FR GF GP GR HR IE IT LT LU LV MC ME MF MQ MT NL PM PT RE SI SK SM TF VA YT ' +
    'AL BA BG BY CH CZ DK FO GB GG GI GL HU IM IS JE LI MD MK RO RS RU SE TR UA'
  ).split(' '),
);

/**
 * Licence geography. 'partial': guests cannot register or log in (the full-licence list of platform-core §6 plus
 * markets that require a local licence we do not hold). 'full': sanctioned, so the site is not served at all.
 */
const PARTIAL_RESTRICTION = new Set('BY CW EE LV PL RU UA CY FR NL GB US ES AW SX BQ LT IL'.split(' '));
const FULL_RESTRICTION = new Set(['KP', 'IR', 'SY', 'CU']);

const LOCALE_NAMES: Readonly<Record<LocaleCode, string>> = {
  en: 'English',
  de: 'Deutsch',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  'fr-CA': 'Français (Canada)',
  'en-NZ': 'English (New Zealand)',
  no: 'Norsk',
  it: 'Italiano',
  'en-AU-x-fake': 'English (Australia, preview)',
};

/** Player status ids from platform-core §6; Bronze has two ids because two VIP groups map onto it. */
const STATUSES: readonly SeedStatus[] = [
  { id: '1117', name: 'Rising star' },
  { id: '257', name: 'Bronze' },
  { id: '793', name: 'Bronze' },
  { id: '258', name: 'Silver' },
  { id: '259', name: 'Gold' },
  { id: '255', name: 'Platinum' },
  { id: '759', name: 'Diamond' },
];

export function buildReferenceData(): SeedReferenceData {
  const enabled = new Set<string>(ENABLED_CURRENCIES);
  const currencies = CURRENCY_SPECS.map((spec, index): SeedCurrency => ({
    ...spec,
    // One list decides what is crypto, here and in the web app's formatting.
    fiat: isFiatCurrency(spec.code),
    enabled: enabled.has(spec.code),
    isDefault: spec.code === DEFAULT_CURRENCY,
    position: index + 1,
  }));
  const countries = ISO_COUNTRIES.map(([code, name]): SeedCountry => ({
    code,
    name,
    defaultCurrency: LOCAL_CURRENCY[code] ?? (EUROPE.has(code) ? 'EUR' : 'USD'),
    restriction: FULL_RESTRICTION.has(code) ? 'full' : PARTIAL_RESTRICTION.has(code) ? 'partial' : 'none',
  }));
  const locales = LOCALES.map((code, index): SeedLocale => ({
    code,
    name: LOCALE_NAMES[code],
    isDefault: code === DEFAULT_LOCALE,
    position: index + 1,
  }));
  return { currencies, countries, locales, statuses: STATUSES.map((status) => ({ ...status })) };
}
