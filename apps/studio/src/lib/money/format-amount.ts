import { DEMO_CURRENCY } from '@casino/contracts';

export type CurrencyFormat = { readonly currency: string; readonly exponent: number; readonly locale: string };

/** Minor units as an exact decimal string ("1234.50"): no floating point between the ledger and the screen. */
export function minorToDecimal(minorUnits: number, exponent: number): string {
  const negative = minorUnits < 0;
  const digits = String(Math.abs(Math.trunc(minorUnits))).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = exponent > 0 ? `.${digits.slice(digits.length - exponent)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

const isoCurrencies = new Set(Intl.supportedValuesOf('currency'));

/**
 * Fiat goes through Intl with the currency's symbol; crypto (which Intl does not know) and play money are a number
 * with the currency's own decimals and the code after it, so "0.00012000 BTC" and "1,000.00 FUN" read the same way.
 */
export function formatAmount(minorUnits: number, { currency, exponent, locale }: CurrencyFormat): string {
  const decimal = minorToDecimal(minorUnits, exponent) as `${number}`;
  const digits = { minimumFractionDigits: exponent, maximumFractionDigits: exponent };
  if (currency !== DEMO_CURRENCY && isoCurrencies.has(currency)) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(decimal);
  }
  return `${new Intl.NumberFormat(locale, digits).format(decimal)} ${currency}`;
}

/** The number alone, for the stake field (the currency is beside it). */
export function formatPlainAmount(minorUnits: number, exponent: number, locale: string): string {
  const decimal = minorToDecimal(minorUnits, exponent) as `${number}`;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
    useGrouping: false,
  }).format(decimal);
}

/**
 * What a player typed ("1,5", "2.25", "10") in minor units, or undefined when it is not an amount or has more
 * decimals than the currency. A comma is read as the decimal mark, as German, French and Norwegian players type it.
 */
export function parseAmount(text: string, exponent: number): number | undefined {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(normalized);
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > exponent) return undefined;
  const minor = Number(`${whole}${fraction.padEnd(exponent, '0')}`);
  return Number.isSafeInteger(minor) ? minor : undefined;
}
