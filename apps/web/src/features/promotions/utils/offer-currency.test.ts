import { describe, expect, it } from 'vitest';
import { promotion } from '../test/promotion-fixtures';
import { offerCurrency, type CurrencyHints } from './offer-currency';

const { currencies } = promotion();
const visitor: CurrencyHints = { playerCurrency: null, countryCurrency: null, locale: 'en' };
const shown = (hints: Partial<CurrencyHints>, list = currencies) => offerCurrency(list, { ...visitor, ...hints });

describe('the currency an offer is shown in', () => {
  it("is the signed-in player's own", () => {
    expect(shown({ playerCurrency: 'CAD', countryCurrency: 'USD', locale: 'de' })).toEqual({
      amounts: currencies[1],
      unavailableFor: null,
    });
  });

  it("is a visitor's country's, else their locale's, else euros", () => {
    expect(shown({ countryCurrency: 'USD', locale: 'fr-CA' }).amounts?.currency).toBe('USD');
    expect(shown({ locale: 'fr-CA' }).amounts?.currency).toBe('CAD');
    expect(shown({ locale: 'en-AU' }).amounts?.currency).toBe('AUD');
    expect(shown({ locale: 'en' }).amounts?.currency).toBe('EUR');
  });

  it('skips currencies the offer has no amounts in', () => {
    expect(shown({ countryCurrency: 'GBP', locale: 'no' }).amounts?.currency).toBe('EUR');
    const withoutEuros = currencies.filter((amounts) => amounts.currency !== 'EUR');
    expect(shown({ countryCurrency: 'GBP' }, withoutEuros).amounts?.currency).toBe('AUD');
    expect(shown({}, []).amounts).toBeUndefined();
  });

  it("says when the offer has no amounts in the player's currency, and shows the likeliest other", () => {
    expect(shown({ playerCurrency: 'BTC', locale: 'en-CA' })).toEqual({
      amounts: currencies[1],
      unavailableFor: 'BTC',
    });
  });
});
