import { DEFAULT_CURRENCY, type Country, type Currency, type LocaleCode } from '@casino/contracts';
import { formatMoney, formatNumber } from '../../lib/i18n/format';

type CurrencyChoice = {
  /** `?currency=` of the address: the visitor's own earlier choice. */
  requested: string | null;
  /** The wallet the player plays from, when signed in. */
  playerCurrency: string | undefined;
  /** The country `/api/current_ip` reports. */
  visitorCountry: string | null;
  countries: readonly Country[];
  currencies: readonly Currency[];
};

/**
 * The currency the table opens in: the one asked for in the address, else the player's wallet, else the visitor's
 * country's currency, each only when the operator sells it; failing all, the operator's default currency.
 */
export function initialCurrency({
  requested,
  playerCurrency,
  visitorCountry,
  countries,
  currencies,
}: CurrencyChoice): string {
  const countryCurrency = countries.find((country) => country.code === visitorCountry)?.default_currency;
  const sold = (code: string | null | undefined) => currencies.some((currency) => currency.code === code);
  const chosen = [requested, playerCurrency, countryCurrency].find(sold);
  return chosen ?? currencies.find((currency) => currency.default)?.code ?? DEFAULT_CURRENCY;
}

/**
 * A limit the server gives in major units of `code`, formatted like every other amount of the app: fiat with its
 * symbol, crypto in its display unit (0.0001 BTC is "100 µBTC"). Limits are whole minor units by construction;
 * rounding here only clears binary noise (0.0001 × 10^8).
 */
export function formatLimit(
  majorUnits: number,
  code: string,
  currencies: readonly Currency[],
  locale: LocaleCode,
): string {
  const currency = currencies.find((entry) => entry.code === code);
  if (!currency) return `${formatNumber(majorUnits, locale)} ${code}`;
  const minorUnits = Math.round(majorUnits * currency.subunits_to_unit);
  return formatMoney(minorUnits, code, locale, currency.subunits_to_unit, currency.display_unit);
}

/** "EUR · Euro" where the browser knows the currency's name, else the bare code (USDT, DOG). */
export function currencyLabel(code: string, locale: LocaleCode): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}
