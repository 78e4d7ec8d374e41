import type { Country, Currency } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { signUpDefaults } from './sign-up-defaults';

const country = (code: string, default_currency: string, restriction: Country['restriction'] = 'none'): Country => ({
  code,
  name: code,
  default_currency,
  restriction,
});
const currency = (code: string, isDefault = false): Currency =>
  ({ code, symbol: code, subunits_to_unit: 100, fiat: true, default: isDefault }) as Currency;

const countries = [
  country('MT', 'EUR'),
  country('CA', 'CAD'),
  country('AU', 'AUD'),
  country('NZ', 'NZD'),
  country('NO', 'NOK'),
  country('DE', 'EUR'),
  country('US', 'USD', 'full'),
];
const currencies = [currency('EUR', true), currency('USD'), currency('CAD'), currency('AUD'), currency('NZD')];

describe('signUpDefaults', () => {
  it("opens on the visitor's country and its currency when known", () => {
    expect(signUpDefaults({ visitorCountry: 'AU', locale: 'fr-CA', countries, currencies })).toEqual({
      country: 'AU',
      currency: 'AUD',
    });
  });

  it("falls back to the locale's region when the visitor's country is unknown or closed", () => {
    expect(signUpDefaults({ visitorCountry: null, locale: 'fr-CA', countries, currencies })).toEqual({
      country: 'CA',
      currency: 'CAD',
    });
    expect(signUpDefaults({ visitorCountry: 'US', locale: 'en-NZ', countries, currencies })).toEqual({
      country: 'NZ',
      currency: 'NZD',
    });
    expect(signUpDefaults({ visitorCountry: null, locale: 'de', countries, currencies })).toEqual({
      country: 'DE',
      currency: 'EUR',
    });
  });

  it('only picks a currency the server offers', () => {
    expect(signUpDefaults({ visitorCountry: null, locale: 'no', countries, currencies })).toEqual({
      country: 'NO',
      currency: 'EUR',
    });
  });

  it('leaves the country open for plain English with no known visitor country', () => {
    expect(signUpDefaults({ visitorCountry: null, locale: 'en', countries, currencies })).toEqual({
      country: '',
      currency: 'EUR',
    });
  });

  it("takes the country the server assumes only when neither the visitor's nor the locale's region is known", () => {
    // The short registration has no country field: plain English from an unknown place still sends one.
    expect(signUpDefaults({ visitorCountry: null, assumedCountry: 'MT', locale: 'en', countries, currencies })).toEqual(
      { country: 'MT', currency: 'EUR' },
    );
    // French Canada stays on Canada and dollars even though the server assumed Malta.
    expect(
      signUpDefaults({ visitorCountry: null, assumedCountry: 'MT', locale: 'fr-CA', countries, currencies }),
    ).toEqual({ country: 'CA', currency: 'CAD' });
  });
});
