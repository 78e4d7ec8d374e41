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
 * Intl knows ISO currencies; codes it cannot format (USDT, DOG) fall back to "1,234.56 USDT". Crypto may be shown in
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
  // Crypto units drop trailing zeros: "12.5 mETH" rather than "12.500000 mETH".
  if (prefix) return `${decimalFormat(locale, 0, fractionDigits).format(amount)} ${prefix}${currency}`;
  try {
    const format = cachedFormat(`m:${locale}:${currency}:${fractionDigits}`, () => {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      });
    });
    return format.format(amount);
  } catch {
    return `${decimalFormat(locale, fractionDigits, fractionDigits).format(amount)} ${currency}`;
  }
}

const decimalFormat = (locale: LocaleCode, minimumFractionDigits: number, maximumFractionDigits: number) =>
  cachedFormat(`d:${locale}:${minimumFractionDigits}:${maximumFractionDigits}`, () => {
    return new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits });
  });
