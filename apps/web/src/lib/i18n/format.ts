import type { LocaleCode } from '@casino/contracts';

const numberFormats = new Map<string, Intl.NumberFormat>();

function cachedFormat(key: string, create: () => Intl.NumberFormat): Intl.NumberFormat {
  const existing = numberFormats.get(key);
  if (existing) return existing;
  const created = create();
  numberFormats.set(key, created);
  return created;
}

export function formatNumber(value: number, locale: LocaleCode): string {
  return cachedFormat(`n:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

export type DisplayUnit = 'unit' | 'milli' | 'micro';

const DISPLAY_UNITS: Record<DisplayUnit, { factor: number; prefix: string }> = {
  unit: { factor: 1, prefix: '' },
  milli: { factor: 1_000, prefix: 'm' },
  micro: { factor: 1_000_000, prefix: 'µ' },
};

/**
 * Money arrives as integer minor units (`amount_cents`) and is only turned into a decimal here, at the edge.
 * Intl formats ISO 4217 currencies; other codes (USDT, DOG, BCH) read "1,234.56 USDT". Crypto may be shown in
 * smaller units (platform-core §9): 0.00012345 BTC in micro units is "123.45 µBTC", 0.0125 ETH in milli "12.5 mETH".
 * Display only: a displayed figure is rounded to the unit's smallest digit and never fed back into money.
 */
export function formatMoney(
  amountCents: number,
  currency: string,
  locale: LocaleCode,
  subunitsToUnit = 100,
  displayUnit: DisplayUnit = 'unit',
): string {
  const { factor, prefix } = DISPLAY_UNITS[displayUnit];
  const subunitsPerShown = Math.max(1, subunitsToUnit / factor);
  const amount = amountCents / subunitsPerShown;
  // Whole amounts read better without ",00"; anything else shows every minor digit ("€25.50", not "€25.5").
  const fractionDigits = Number.isInteger(amount) ? 0 : Math.min(8, Math.round(Math.log10(subunitsPerShown)));
  // Coins drop trailing zeros, in any unit: "12.5 mETH", "0.0001 DOG", not "12.500000 mETH", "DOG 0.00010000".
  // Intl would also take BCH or DOG for ISO codes it merely lacks a symbol for; only real ISO 4217 codes go to it.
  if (prefix || !isIsoCurrency(currency)) {
    const minimumDigits = prefix || subunitsPerShown > 100 ? 0 : fractionDigits;
    return `${decimalFormat(locale, minimumDigits, fractionDigits).format(amount)} ${prefix}${currency}`;
  }
  const format = cachedFormat(`m:${locale}:${currency}:${fractionDigits}`, () => {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  });
  return format.format(amount);
}

let isoCurrencies: ReadonlySet<string> | undefined;

function isIsoCurrency(code: string): boolean {
  isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCurrencies.has(code);
}

const decimalFormat = (locale: LocaleCode, minimumFractionDigits: number, maximumFractionDigits: number) =>
  cachedFormat(`d:${locale}:${minimumFractionDigits}:${maximumFractionDigits}`, () => {
    return new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits });
  });
