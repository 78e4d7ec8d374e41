import { describe, expect, it } from 'vitest';
import { countryCodeSchema } from './accounts';
import { isCountryCode } from './country-code';

describe('isCountryCode', () => {
  it('accepts two upper-case letters only', () => {
    for (const code of ['DE', 'MT', 'XX']) expect(isCountryCode(code), code).toBe(true);
    for (const code of ['de', 'D', 'DEU', 'D1', ' DE', 'DE\n', '']) expect(isCountryCode(code), code).toBe(false);
  });

  it('is the rule the accounts country field applies', () => {
    expect(countryCodeSchema.safeParse('DE').success).toBe(true);
    expect(countryCodeSchema.safeParse('DE\n').success).toBe(false);
    expect(countryCodeSchema.safeParse('deu').success).toBe(false);
  });
});
