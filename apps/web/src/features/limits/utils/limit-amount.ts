export type AmountProblem = 'required' | 'format' | 'decimals' | 'tooLarge';

/**
 * A limit amount typed in whole units ("250", "12.50", "12,5"), as minor units of the wallet's currency. The text
 * is read digit by digit, never through a float, so "0.1" BTC is exactly 10 000 000 satoshi. More decimals than
 * the currency has are refused rather than rounded: a limit must be exactly what the player typed.
 */
export function parseLimitAmount(text: string, subunitsToUnit: number): { cents: number } | { problem: AmountProblem } {
  const trimmed = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (trimmed === '') return { problem: 'required' };
  const decimals = Math.round(Math.log10(subunitsToUnit));
  const match = /^(\d{1,15})(?:[.,](\d*))?$/.exec(trimmed);
  if (!match) return { problem: 'format' };
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return { problem: 'decimals' };
  const cents = Number(match[1]) * subunitsToUnit + Number(fraction.padEnd(decimals, '0') || '0');
  // The contract's bound for minor units: anything larger could not be stored or compared exactly.
  return Number.isSafeInteger(cents) ? { cents } : { problem: 'tooLarge' };
}

/** Minor units as the amount field shows them ("250", "12.5"): the inverse of `parseLimitAmount`. */
export function limitAmountText(cents: number, subunitsToUnit: number): string {
  const decimals = Math.round(Math.log10(subunitsToUnit));
  const whole = Math.floor(cents / subunitsToUnit);
  const fraction = String(cents % subunitsToUnit)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
