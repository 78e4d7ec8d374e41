import { minorToDecimal } from '../../lib/money/format-amount';

/** A chip's face value, short enough for a 40-pixel chip: "0.5", "25", "1K". */
export function chipLabel(minorUnits: number, exponent: number, locale: string): string {
  const decimal = minorToDecimal(minorUnits, exponent) as `${number}`;
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(decimal);
}

/** Which colour a stack shows: the largest chip value it reaches. */
export function chipTier(amount: number, values: readonly number[]): number {
  let tier = 0;
  values.forEach((value, index) => {
    if (amount >= value) tier = index;
  });
  return tier;
}
