import { describe, expect, it } from 'vitest';
import { australianStateFromPostcode } from './australian-state';

describe('australianStateFromPostcode', () => {
  // Every range's first and last code, written as 4 digits, the way Australia Post prints them.
  it.each([
    ['0200', 'ACT'],
    ['0299', 'ACT'],
    ['0800', 'NT'],
    ['0999', 'NT'],
    ['1000', 'NSW'],
    ['2599', 'NSW'],
    ['2600', 'ACT'],
    ['2618', 'ACT'],
    ['2619', 'NSW'],
    ['2899', 'NSW'],
    ['2900', 'ACT'],
    ['2920', 'ACT'],
    ['2921', 'NSW'],
    ['2999', 'NSW'],
    ['3000', 'VIC'],
    ['3999', 'VIC'],
    ['4000', 'QLD'],
    ['4999', 'QLD'],
    ['5000', 'SA'],
    ['5999', 'SA'],
    ['6000', 'WA'],
    ['6797', 'WA'],
    ['6800', 'WA'],
    ['6999', 'WA'],
    ['7000', 'TAS'],
    ['7999', 'TAS'],
    ['8000', 'VIC'],
    ['8999', 'VIC'],
    ['9000', 'QLD'],
    ['9999', 'QLD'],
  ])('%s → %s', (postcode, state) => {
    expect(australianStateFromPostcode(postcode)).toBe(state);
  });

  it.each([
    // A leading zero lost to a numeric field is read back: 800 is 0800.
    ['800', 'NT'],
    ['999', 'NT'],
    ['200', 'ACT'],
    ['299', 'ACT'],
  ])('3-digit %s → %s', (postcode, state) => {
    expect(australianStateFromPostcode(postcode)).toBe(state);
  });

  it.each([
    ['0000'],
    ['0199'],
    ['0300'],
    ['0799'],
    ['300'],
    ['799'],
    ['6798'],
    ['6799'],
    ['80'],
    ['00800'],
    ['20000'],
    [''],
    ['2OOO'],
    [' 2000'],
    ['2000 '],
    ['-800'],
  ])('%j has no state', (postcode) => {
    expect(australianStateFromPostcode(postcode)).toBeUndefined();
  });
});
