import { describe, expect, it } from 'vitest';
import { geoAccess, resolveLicense } from './licence';

describe('licence', () => {
  const base = { userLicense: undefined, visitorCountry: 'MT', hostname: 'aurora.casino', siteLicense: 'CW' } as const;

  it('is CW by default and EE for Estonian guests on product hostnames', () => {
    expect(resolveLicense(base)).toBe('CW');
    expect(resolveLicense({ ...base, visitorCountry: 'EE' })).toBe('EE');
  });

  it("follows the logged-in user's licence_name over their current country", () => {
    expect(resolveLicense({ ...base, userLicense: 'EE', visitorCountry: 'DE' })).toBe('EE');
    expect(resolveLicense({ ...base, userLicense: 'CW', visitorCountry: 'EE' })).toBe('CW');
  });

  it("keeps the site's licence on hostnames that are not the product's", () => {
    expect(resolveLicense({ ...base, hostname: 'mirror.example', visitorCountry: 'EE' })).toBe('CW');
    expect(resolveLicense({ ...base, hostname: 'mirror.example', userLicense: 'CW', siteLicense: 'EE' })).toBe('EE');
  });
});

describe('geo access', () => {
  it('blocks registration and login for guests from partly restricted countries', () => {
    expect(geoAccess({ country: 'PL', restriction: 'partial' }, { loggedIn: false, license: 'CW' })).toEqual({
      restricted: true,
      estonian: false,
      registrationDisabled: true,
      loginDisabled: true,
    });
  });

  it('flags Estonian guests and closes registration in the EE licence geography', () => {
    const access = geoAccess({ country: 'EE', restriction: 'partial' }, { loggedIn: false, license: 'EE' });
    expect(access.estonian).toBe(true);
    expect(access.registrationDisabled).toBe(true);
    expect(geoAccess({ country: 'MT', restriction: 'none' }, { loggedIn: false, license: 'EE' })).toMatchObject({
      restricted: false,
      registrationDisabled: true,
      loginDisabled: false,
    });
  });

  it('never restricts a logged-in player', () => {
    expect(geoAccess({ country: 'PL', restriction: 'partial' }, { loggedIn: true, license: 'CW' })).toEqual({
      restricted: false,
      estonian: false,
      registrationDisabled: false,
      loginDisabled: false,
    });
  });
});
