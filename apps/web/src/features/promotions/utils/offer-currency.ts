import { DEFAULT_CURRENCY, type LocaleCode, type Promotion } from '@casino/contracts';
import { LOCALE_REGIONS } from '../../../lib/i18n/locale-regions';

export type OfferAmounts = Promotion['currencies'][number];

export type CurrencyHints = {
  /** The signed-in player's wallet currency: the only one their offers are paid in. */
  playerCurrency: string | null;
  /** The default currency of the visitor's country, when the server found the country. */
  countryCurrency: string | null;
  locale: LocaleCode;
};

export type OfferCurrency = {
  /** The amounts to show; undefined only for an offer that lists none. */
  amounts: OfferAmounts | undefined;
  /**
   * The player's currency when the offer has no amounts in it. A campaign does not serve a currency it has no amount
   * for, so the page says so rather than let the player deposit for a bonus that will not come.
   */
  unavailableFor: string | null;
};

/**
 * The amounts an offer shows: in the player's currency; for a visitor (or a player whose currency the offer lacks)
 * in the likeliest one they hold: their country's, their locale's, the operator's default, else the first listed.
 */
export function offerCurrency(currencies: readonly OfferAmounts[], hints: CurrencyHints): OfferCurrency {
  const find = (code: string | null | undefined) =>
    code ? currencies.find((amounts) => amounts.currency === code) : undefined;
  const own = find(hints.playerCurrency);
  if (own) return { amounts: own, unavailableFor: null };
  const likely = [hints.countryCurrency, LOCALE_REGIONS[hints.locale]?.currency, DEFAULT_CURRENCY];
  const amounts = likely.map(find).find(Boolean) ?? currencies[0];
  return { amounts, unavailableFor: hints.playerCurrency };
}
