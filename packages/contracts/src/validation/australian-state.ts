export const AUSTRALIAN_STATES = ['NSW', 'ACT', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

type PostcodeRange = readonly [first: number, last: number, state: AustralianState];

/** Australia Post's postcode ranges (platform-core §5), inclusive. Gaps such as 6798-6799 belong to no state. */
export const AUSTRALIAN_POSTCODE_RANGES: readonly PostcodeRange[] = [
  [200, 299, 'ACT'],
  [800, 999, 'NT'],
  [1000, 2599, 'NSW'],
  [2600, 2618, 'ACT'],
  [2619, 2899, 'NSW'],
  [2900, 2920, 'ACT'],
  [2921, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [4000, 4999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6797, 'WA'],
  [6800, 6999, 'WA'],
  [7000, 7999, 'TAS'],
  [8000, 8999, 'VIC'],
  [9000, 9999, 'QLD'],
];

/**
 * The state of an Australian postcode, or undefined. Postcodes are 4 digits ("0800"), but one stored as a number
 * loses its leading zero ("800"), so 3 digits are read as if zero-padded: "0800" and "800" are both NT.
 * Anything else (letters, spaces, 1-2 or 5+ digits) has no state.
 */
export function australianStateFromPostcode(postcode: string): AustralianState | undefined {
  if (!/^\d{3,4}$/.test(postcode)) return undefined;
  const value = Number(postcode);
  return AUSTRALIAN_POSTCODE_RANGES.find(([first, last]) => value >= first && value <= last)?.[2];
}
