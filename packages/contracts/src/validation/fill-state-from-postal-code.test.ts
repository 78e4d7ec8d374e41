import { describe, expect, it } from 'vitest';
import type { PostalAddress } from './fill-state-from-postal-code';
import { fillStateFromPostalCode, stateFromPostalCode } from './fill-state-from-postal-code';

describe('stateFromPostalCode', () => {
  it.each([
    ['AU', '2000', 'NSW'],
    ['au', '0800', 'NT'],
    ['AU', ' 3000 ', 'VIC'],
    ['CA', 'M5V 3L9', 'ON'],
    ['ca', 'x0a 0h0', 'NU'],
    ['US', '90210', undefined],
    ['AU', '6798', undefined],
    ['CA', 'W1A 1A1', undefined],
  ])('%s %j → %s', (country, postalCode, expected) => {
    expect(stateFromPostalCode(country, postalCode)).toBe(expected);
  });
});

describe('fillStateFromPostalCode', () => {
  it.each<[PostalAddress, string | undefined]>([
    [{ country: 'AU', postal_code: '2600', state: undefined }, 'ACT'],
    [{ country: 'AU', postal_code: '2600', state: null }, 'ACT'],
    [{ country: 'AU', postal_code: '2600', state: '' }, 'ACT'],
    [{ country: 'AU', postal_code: '2600', state: '  ' }, 'ACT'],
    [{ country: 'CA', postal_code: 'H2X 1Y4' }, 'QC'],
    // The player's own choice stands, even if the code disagrees.
    [{ country: 'AU', postal_code: '2600', state: 'NSW' }, 'NSW'],
    [{ country: 'AU', postal_code: '', state: undefined }, undefined],
    [{ country: 'AU', postal_code: null, state: undefined }, undefined],
    [{ country: undefined, postal_code: '2600', state: undefined }, undefined],
    [{ country: 'DE', postal_code: '10115', state: undefined }, undefined],
    [{ country: 'AU', postal_code: '6799', state: undefined }, undefined],
  ])('%j → state %j', (address, expected) => {
    expect(fillStateFromPostalCode(address).state ?? undefined).toBe(expected);
  });

  it('returns a new object and keeps the other fields', () => {
    const address = { country: 'AU', postal_code: '7000', state: undefined, city: 'Hobart' };
    const filled = fillStateFromPostalCode(address);
    expect(filled).toEqual({ country: 'AU', postal_code: '7000', state: 'TAS', city: 'Hobart' });
    expect(address.state).toBeUndefined();
  });
});
