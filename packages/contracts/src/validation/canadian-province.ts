export const CANADIAN_PROVINCES = [
  'NL',
  'NS',
  'PE',
  'NB',
  'QC',
  'ON',
  'MB',
  'SK',
  'AB',
  'BC',
  'NT',
  'NU',
  'YT',
] as const;
export type CanadianProvince = (typeof CANADIAN_PROVINCES)[number];

/**
 * "A1A 1A1" with an optional space, either case. D F I O Q U never appear (too easily misread as other characters)
 * and W Z never start a code.
 */
export const CANADIAN_POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** Canada Post's first letter → province or territory. */
const PROVINCE_BY_FIRST_LETTER: Readonly<Record<string, CanadianProvince>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

/** X is shared by two territories: these three forward sortation areas are Nunavut, the rest Northwest Territories. */
const NUNAVUT_PREFIXES = ['X0A', 'X0B', 'X0C'];

/**
 * The province of a full, valid Canadian postal code, or undefined. The whole code must be valid, so a half-typed
 * or mistyped code fills nothing rather than a wrong province.
 */
export function canadianProvinceFromPostalCode(postalCode: string): CanadianProvince | undefined {
  if (!CANADIAN_POSTAL_CODE_PATTERN.test(postalCode)) return undefined;
  const upper = postalCode.toUpperCase();
  if (NUNAVUT_PREFIXES.includes(upper.slice(0, 3))) return 'NU';
  return PROVINCE_BY_FIRST_LETTER[upper.charAt(0)];
}
