/**
 * Stake bounds of one round, from the currency's minor unit (docs/studio.md, "Stakes"):
 *
 * - currencies of up to 2 decimals (EUR, USD, FUN): 0.10 to 1,000.00 — FUN's top is the whole demo balance;
 * - currencies of more decimals (crypto): a millionth of a unit (100 satoshis) to 1 unit, since one unit of them is
 *   worth far more than a euro.
 *
 * The bounds keep every win within the safe-integer range whatever the multiplier (10,000 × the top stake).
 */
export function stakeBounds(subunitsToUnit: number): { min: number; max: number } {
  if (subunitsToUnit <= 100) return { min: Math.max(1, subunitsToUnit / 10), max: subunitsToUnit * 1_000 };
  return { min: Math.max(1, Math.floor(subunitsToUnit / 1_000_000)), max: subunitsToUnit };
}

/** Decimal places of a minor unit: 2 for 100 subunits, 8 for 100,000,000. */
export const exponentOf = (subunitsToUnit: number): number => Math.max(0, Math.round(Math.log10(subunitsToUnit)));
