import { DEFAULT_CURRENCY, ENABLED_CURRENCIES, LOCALES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from './build-catalog';
import { buildReferenceData } from './build-reference';

const reference = buildReferenceData();
const currencyByCode = new Map(reference.currencies.map((currency) => [currency.code, currency]));

describe('buildReferenceData', () => {
  it('yields identical data on every call', () => {
    expect(buildReferenceData()).toEqual(reference);
  });

  it('configures every enabled currency with integer minor units, and only those as enabled', () => {
    for (const code of ENABLED_CURRENCIES) expect(currencyByCode.get(code)?.enabled, code).toBe(true);
    for (const currency of reference.currencies) {
      expect(Number.isSafeInteger(currency.subunitsToUnit), currency.code).toBe(true);
      expect(currency.subunitsToUnit).toBeGreaterThan(0);
      expect(currency.enabled).toBe((ENABLED_CURRENCIES as readonly string[]).includes(currency.code));
    }
    expect(currencyByCode.get('KZT')).toMatchObject({ fiat: true, enabled: false });
    expect(currencyByCode.get('PLN')).toMatchObject({ fiat: true, enabled: false });
    expect(reference.currencies.filter((currency) => currency.isDefault).map((c) => c.code)).toEqual([
      DEFAULT_CURRENCY,
    ]);
    expect(new Set(reference.currencies.map((currency) => currency.code)).size).toBe(reference.currencies.length);
  });

  it('uses the minor units and display units the money code relies on', () => {
    expect(currencyByCode.get('JPY')?.subunitsToUnit).toBe(1);
    expect(currencyByCode.get('EUR')?.subunitsToUnit).toBe(100);
    expect(currencyByCode.get('BTC')).toMatchObject({ subunitsToUnit: 1e8, displayUnit: 'micro', fiat: false });
    expect(currencyByCode.get('ETH')).toMatchObject({ subunitsToUnit: 1e9, displayUnit: 'milli', fiat: false });
    expect(currencyByCode.get('LTC')).toMatchObject({ subunitsToUnit: 1e8, displayUnit: 'milli' });
    expect(currencyByCode.get('USDT')?.subunitsToUnit).toBe(1e6);
    expect(currencyByCode.get('DOG')?.symbol).toBe('Ð');
  });

  it('lists every ISO country once, each with a configured default currency', () => {
    expect(reference.countries.length).toBe(249);
    expect(new Set(reference.countries.map((country) => country.code)).size).toBe(249);
    for (const country of reference.countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(currencyByCode.has(country.defaultCurrency), `${country.code} → ${country.defaultCurrency}`).toBe(true);
    }
    const byCode = new Map(reference.countries.map((country) => [country.code, country]));
    const defaults = {
      AU: 'AUD',
      CA: 'CAD',
      NZ: 'NZD',
      NO: 'NOK',
      BR: 'BRL',
      JP: 'JPY',
      KZ: 'KZT',
      PL: 'PLN',
      DE: 'EUR',
    };
    for (const [code, currency] of Object.entries(defaults)) expect(byCode.get(code)?.defaultCurrency).toBe(currency);
  });

  it('restricts the licence geography of the specs', () => {
    const restriction = new Map(reference.countries.map((country) => [country.code, country.restriction]));
    for (const code of ['BY', 'CW', 'EE', 'LV', 'PL', 'RU', 'UA', 'CY']) {
      expect(restriction.get(code), code).toBe('partial');
    }
    for (const code of ['KP', 'IR', 'SY', 'CU']) expect(restriction.get(code), code).toBe('full');
    expect(restriction.get('DE')).toBe('none');
    expect(restriction.get('AU')).toBe('none');
  });

  it('lists exactly the product locales in order, English first and default', () => {
    expect(reference.locales.map((locale) => locale.code)).toEqual([...LOCALES]);
    expect(reference.locales.filter((locale) => locale.isDefault).map((locale) => locale.code)).toEqual(['en']);
    expect(reference.locales.find((locale) => locale.code === 'de')?.name).toBe('Deutsch');
  });

  it('has the player statuses of the specs', () => {
    expect(reference.statuses.map((status) => status.id)).toEqual(['1117', '257', '793', '258', '259', '255', '759']);
  });

  it('covers every currency the demo games accept', () => {
    for (const game of buildCatalog().games) {
      for (const code of game.currencies) expect(currencyByCode.get(code)?.enabled, code).toBe(true);
    }
  });
});
