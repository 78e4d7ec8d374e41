/**
 * An amount typed in major units, as minor units: at most the currency's decimals (the multiple-of rule, with a
 * step of one minor unit), within the method's limits. Decimal text is read exactly, never through a float sum.
 */
export function readAmount(
  text: string,
  subunitsToUnit: number,
  limits: { min: number; max: number },
): { cents: number } | { problem: string } {
  const decimals = Math.round(Math.log10(subunitsToUnit));
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return { problem: 'validation.required' };
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return { problem: 'payments.errors.too_many_decimals' };
  const cents = Number(match[1]) * subunitsToUnit + Number(fraction.padEnd(decimals, '0') || '0');
  if (cents < limits.min) return { problem: 'payments.errors.below_minimum' };
  if (cents > limits.max) return { problem: 'payments.errors.above_maximum' };
  return { cents };
}
