import type { Country, Currency } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { currencyLabel, formatLimit, initialCurrency } from './payment-terms';

const currency = (code: string, subunits = 100, extra: Partial<Currency> = {}): Currency => ({
  code,
  symbol: code,
  subunits_to_unit: subunits,
  fiat: true,
  default: false,
  display_unit: 'unit',
  ...extra,
});

const CURRENCIES = [
  currency('EUR', 100, { default: true }),
  currency('CAD'),
  currency('JPY', 1),
  currency('BTC', 100_000_000, { fiat: false, display_unit: 'micro' }),
  currency('ETH', 1_000_000_000, { fiat: false, display_unit: 'milli' }),
  currency('USDT', 100, { fiat: false }),
];

const country = (code: string, currencyCode: string): Country => ({
  code,
  name: code,
  default_currency: currencyCode,
  restriction: 'none',
});

const COUNTRIES = [country('CA', 'CAD'), country('GB', 'GBP')];

describe('the currency the payments table opens in', () => {
  const choice = { requested: null, playerCurrency: undefined, visitorCountry: null, countries: COUNTRIES };

  it('is the one asked for, then the player wallet, then the visitor country', () => {
    const currencies = CURRENCIES;
    expect(initialCurrency({ ...choice, currencies, requested: 'JPY', playerCurrency: 'BTC' })).toBe('JPY');
    expect(initialCurrency({ ...choice, currencies, playerCurrency: 'BTC', visitorCountry: 'CA' })).toBe('BTC');
    expect(initialCurrency({ ...choice, currencies, visitorCountry: 'CA' })).toBe('CAD');
  });

  it('skips currencies the operator does not sell, down to the default', () => {
    const currencies = CURRENCIES;
    expect(initialCurrency({ ...choice, currencies, requested: 'XYZ', visitorCountry: 'GB' })).toBe('EUR');
    expect(initialCurrency({ ...choice, currencies: [] })).toBe('EUR');
  });
});

describe('a limit on the payments table', () => {
  it('is fiat money with its symbol and only the decimals it needs', () => {
    expect(formatLimit(0.01, 'EUR', CURRENCIES, 'en')).toBe('€0.01');
    expect(formatLimit(10_000, 'EUR', CURRENCIES, 'en')).toBe('€10,000');
    expect(formatLimit(1_500_000, 'JPY', CURRENCIES, 'en')).toBe('¥1,500,000');
  });

  it('is crypto in its display unit, as the wallets show it', () => {
    expect(formatLimit(0.0001, 'BTC', CURRENCIES, 'en')).toBe('100 µBTC');
    expect(formatLimit(0.4, 'BTC', CURRENCIES, 'en')).toBe('400,000 µBTC');
    expect(formatLimit(12, 'ETH', CURRENCIES, 'de')).toBe('12.000 mETH');
    expect(formatLimit(4_000, 'USDT', CURRENCIES, 'en')).toBe('4,000 USDT');
  });

  it('still reads for a currency missing from the list', () => {
    expect(formatLimit(1_600_000, 'DOG', CURRENCIES, 'en')).toBe('1,600,000 DOG');
  });
});

describe('a currency in the picker', () => {
  it('has its name where the browser knows one', () => {
    expect(currencyLabel('EUR', 'en')).toBe('EUR · Euro');
    expect(currencyLabel('USDT', 'en')).toBe('USDT');
  });
});
