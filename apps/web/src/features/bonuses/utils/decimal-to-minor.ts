/**
 * `cancel_info` speaks decimal strings in major units ("12.50"), the rest of the page minor units. The string is
 * split rather than multiplied as a float, so "0.29" in cents is exactly 29; extra digits beyond the currency's
 * smallest unit are cut, never rounded up. For display only.
 */
export function decimalToMinor(decimal: string, subunitsToUnit: number): number {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace(/^-/, '').split('.');
  const digits = Math.max(0, Math.round(Math.log10(subunitsToUnit)));
  const minor = Number(whole) * subunitsToUnit + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0');
  return negative ? -minor : minor;
}
