import { describe, expect, it } from 'vitest';
import { CANADIAN_POSTAL_CODE_PATTERN, canadianProvinceFromPostalCode } from './canadian-province';

describe('canadianProvinceFromPostalCode', () => {
  it.each([
    ['A1A 1A1', 'NL'],
    ['B3H 0A1', 'NS'],
    ['C1A 4P3', 'PE'],
    ['E1C 4M3', 'NB'],
    ['G1R 4P5', 'QC'],
    ['H2X 1Y4', 'QC'],
    ['J4K 3B1', 'QC'],
    ['K1A 0B1', 'ON'],
    ['L5B 2C9', 'ON'],
    ['M5V 3L9', 'ON'],
    ['N2L 3G1', 'ON'],
    ['P3E 2C6', 'ON'],
    ['R3C 4T3', 'MB'],
    ['S4P 3Y2', 'SK'],
    ['T2P 2M5', 'AB'],
    ['V6B 4Y8', 'BC'],
    ['X1A 2L9', 'NT'],
    ['X0E 0P0', 'NT'],
    ['X0A 0H0', 'NU'],
    ['X0B 0C0', 'NU'],
    ['X0C 0G0', 'NU'],
    ['Y1A 2C6', 'YT'],
    // Optional space and either case.
    ['M5V3L9', 'ON'],
    ['m5v 3l9', 'ON'],
    ['x0a0h0', 'NU'],
  ])('%s → %s', (postalCode, province) => {
    expect(canadianProvinceFromPostalCode(postalCode)).toBe(province);
  });

  it.each([
    ['D1A 1A1'],
    ['F1A 1A1'],
    ['I1A 1A1'],
    ['O1A 1A1'],
    ['Q1A 1A1'],
    ['U1A 1A1'],
    ['W1A 1A1'],
    ['Z1A 1A1'],
    ['K1D 1A1'],
    ['K1A 1O1'],
    ['K1A 1A'],
    ['K1A  1A1'],
    ['K1A-1A1'],
    ['K'],
    ['12345'],
    [''],
  ])('%j has no province', (postalCode) => {
    expect(canadianProvinceFromPostalCode(postalCode)).toBeUndefined();
  });

  it('allows W and Z after the first letter', () => {
    expect(CANADIAN_POSTAL_CODE_PATTERN.test('K1W 1Z1')).toBe(true);
  });
});
