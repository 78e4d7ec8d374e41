/** What a numeric rule accepts: a number from the API, or the text of a form's input. */
export type NumericInput = number | string;

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** A finite number, or null for text that is not a plain decimal ("1e3", "1,5", " 2" are not). */
export function parseNumericInput(value: NumericInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return DECIMAL_TEXT.test(value) ? Number(value) : null;
}

/**
 * Amounts and steps are compared in whole thousandths, the spec's 3-decimal precision. Binary floats cannot
 * hold 0.1 exactly (0.1 + 0.2 > 0.3), and a player told "not enough money" for exactly their balance would
 * rightly complain.
 */
export function toThousandths(value: number): number {
  return Math.round(value * 1000);
}
