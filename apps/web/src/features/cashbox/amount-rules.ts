/**
 * An amount typed in major units ("25", "25.50", "25,5"), as minor units. Decimal text is read exactly, never
 * through a float sum; more decimals than the currency has are refused (the multiple-of rule, with a step of one
 * minor unit).
 */
export function parseAmount(
  text: string,
  subunitsToUnit: number,
): { cents: number } | { problem: 'required' | 'format' | 'decimals' } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'required' };
  const decimals = Math.round(Math.log10(subunitsToUnit));
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(trimmed);
  if (!match) return { problem: 'format' };
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return { problem: 'decimals' };
  const cents = Number(match[1]) * subunitsToUnit + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(cents) ? { cents } : { problem: 'format' };
}

/** The deposit form's amount: `parseAmount`, then within the method's limits; each problem as a message key. */
export function readAmount(
  text: string,
  subunitsToUnit: number,
  limits: { min: number; max: number },
): { cents: number } | { problem: string } {
  const parsed = parseAmount(text, subunitsToUnit);
  if ('problem' in parsed) {
    return { problem: parsed.problem === 'decimals' ? 'payments.errors.too_many_decimals' : 'validation.required' };
  }
  const { cents } = parsed;
  if (cents < limits.min) return { problem: 'payments.errors.below_minimum' };
  if (cents > limits.max) return { problem: 'payments.errors.above_maximum' };
  return { cents };
}

/** Minor units as the amount field shows them: "250", "12.5", "0.00012345"; the inverse of `parseAmount`. */
export function amountText(cents: number, subunitsToUnit: number): string {
  const decimals = Math.round(Math.log10(subunitsToUnit));
  const whole = Math.floor(cents / subunitsToUnit);
  const fraction = String(cents % subunitsToUnit)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
