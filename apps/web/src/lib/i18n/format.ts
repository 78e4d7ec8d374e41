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

/**
 * Money arrives as integer minor units (`amount_cents`) and is only turned into a decimal here, at the edge.
 * Intl knows ISO currencies; codes it cannot format (USDT, DOG) fall back to "1,234.56 USDT".
 */
export function formatMoney(amountCents: number, currency: string, locale: LocaleCode, subunitsToUnit = 100): string {
  const amount = amountCents / subunitsToUnit;
  // Whole amounts read better without ",00"; anything else shows every minor digit ("€25.50", not "€25.5").
  const fractionDigits = Number.isInteger(amount) ? 0 : Math.max(0, Math.round(Math.log10(subunitsToUnit)));
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
    const format = cachedFormat(`d:${locale}:${fractionDigits}`, () => {
      return new Intl.NumberFormat(locale, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      });
    });
    return `${format.format(amount)} ${currency}`;
  }
}
