import { describe, expect, it } from 'vitest';
import { postalCodeRule, postalCodeSchema } from './postal-code';

const INVALID = 'validation.postal_code_invalid';

describe('postalCodeRule by country', () => {
  it.each([
    ['AU', '2000', null],
    ['AU', '0800', null],
    ['AU', '800', INVALID],
    ['AU', '20000', INVALID],
    ['CA', 'K1A 0B1', null],
    ['CA', 'k1a0b1', null],
    ['CA', 'W1A 0B1', INVALID],
    ['CA', 'K1A 0B', INVALID],
    ['US', '90210', null],
    ['US', '90210-1234', null],
    ['US', '9021', INVALID],
    ['US', '90210-123', INVALID],
    ['US', '902101234', INVALID],
    ['GB', 'SW1A 1AA', null],
    ['GB', 'EC1A 1BB', null],
    ['GB', 'W1A 0AX', null],
    ['GB', 'M1 1AE', null],
    ['GB', 'B33 8TH', null],
    ['GB', 'CR2 6XH', null],
    ['GB', 'DN55 1PT', null],
    ['GB', 'sw1a1aa', null],
    ['GB', 'GIR 0AA', null],
    ['GB', 'QA1 1AA', INVALID],
    ['GB', 'SW1A 1CA', INVALID],
    ['GB', '12345', INVALID],
    ['DE', '10115', null],
    ['DE', '1011', INVALID],
    ['NO', '0150', null],
    ['NO', '01500', INVALID],
    ['IT', '00184', null],
    ['IT', '0018', INVALID],
    ['NZ', '6011', null],
    ['NZ', '601', INVALID],
    ['FR', '75008', null],
    ['FR', '7500', INVALID],
    ['NL', '1012 AB', null],
    ['NL', '1012ab', null],
    ['NL', '0123 AB', INVALID],
    ['NL', '1012 SS', INVALID],
    ['NL', '1012 A1', INVALID],
    ['AT', '1010', null],
    ['BE', '1000', null],
    ['CH', '8001', null],
    ['DK', '1050', null],
    ['SE', '114 55', null],
    ['SE', '11455', null],
    ['FI', '00100', null],
    ['ES', '28013', null],
    ['ES', '53000', INVALID],
    ['ES', '00123', INVALID],
    ['PL', '00-950', null],
    ['PL', '00950', INVALID],
    ['PT', '1000-001', null],
    ['PT', '1000', INVALID],
    ['IE', 'D02 X285', null],
    ['IE', 'D6W 1234', null],
    ['IE', 'B02 X285', INVALID],
    ['JP', '100-0001', null],
    ['JP', '1000001', null],
    ['BR', '01310-100', null],
    ['EE', '10111', null],
    ['EE', '1011', INVALID],
    ['CZ', '110 00', null],
    ['IN', '110001', null],
    ['IN', '010001', INVALID],
  ])('%s %j → %s', (country, value, expected) => {
    expect(postalCodeRule(value, { country })?.key ?? null).toBe(expected);
  });

  it('reads the country code in either case', () => {
    expect(postalCodeRule('1012 AB', { country: 'nl' })).toBeNull();
    expect(postalCodeRule('ABCDE', { country: 'de' })?.key).toBe(INVALID);
  });
});

describe('postalCodeRule without a known country', () => {
  it.each([
    [undefined, 'AB-12 3', null],
    [null, '12345', null],
    ['', 'SW1A 1AA', null],
    ['XK', '10000', null],
    ['XK', 'ÄÖ 123', INVALID],
    [undefined, '123_45', INVALID],
    [undefined, '12345!', INVALID],
    [undefined, '', null],
  ])('country %j, %j → %s', (country, value, expected) => {
    expect(postalCodeRule(value, { country })?.key ?? null).toBe(expected);
  });
});

describe('postalCodeSchema', () => {
  it.each([
    ['US', '90210', null],
    ['US', 'ABCDE', INVALID],
    ['US', '', 'validation.required'],
    [undefined, 'AB 12', null],
  ])('%s %j → %s', (country, value, expected) => {
    expect(postalCodeSchema(country).safeParse(value).error?.issues[0]?.message ?? null).toBe(expected);
  });
});
