import type { Promotion } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatPercent } from '../utils/format-percent';
import { offerCurrency, type CurrencyHints, type OfferCurrency } from '../utils/offer-currency';
import { headlineOf, occasionOf, type Headline } from '../utils/offer-headline';
import { usePromotionMoney } from './use-promotion-money';

/** An offer as its card and its page headline read it, every figure in the chosen currency. */
export type OfferSummary = OfferCurrency & {
  /** The art's picture and the name's colour. */
  theme: 'welcome' | 'deposit' | 'spins';
  /** The match percent the art writes large ("100%"), for deposit matches only. */
  figure: string | null;
  /** "Welcome offer", "First deposit bonus": the offer's name in the visitor's language. */
  name: string;
  /** "100% up to €200", "€5 welcome gift", "10 free spins": the offer's heading. */
  headline: string;
  /** "On your first deposit · minimum €20". */
  occasion: string;
  /** "Wager ×35 within 30 days". */
  wagering: string;
  /** "Not offered on BTC accounts", when the player's currency is missing from the offer. */
  unavailable: string | null;
};

const THEMES: Record<Headline['kind'], OfferSummary['theme']> = {
  spins: 'spins',
  match: 'deposit',
  fixed: 'deposit',
  welcome: 'welcome',
};

/**
 * The campaign's own title is not shown: operators write it once, in English, often with one currency's figures
 * ("First deposit: 100% up to 200"), which would contradict the headline in dollars or in French. The name comes
 * from what the offer is instead; the title is quoted only where the cashbox shows it (see use-how-it-works.ts).
 */
export function useOfferSummary(hints: CurrencyHints): (promotion: Promotion) => OfferSummary {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = usePromotionMoney();

  return (promotion) => {
    const choice = offerCurrency(promotion.currencies, hints);
    const { amounts } = choice;
    const format = (cents: number | null) => (cents === null || !amounts ? null : money(cents, amounts.currency));

    // Without an amount (an offer listing no currency) the headline falls back to words that need none.
    const headlineText = (headline: Headline): string => {
      switch (headline.kind) {
        case 'spins':
          return t('promotions.headline.spins', { count: headline.count });
        case 'match': {
          const amount = format(headline.capCents);
          const percent = formatPercent(headline.percent, locale);
          return amount
            ? t('promotions.headline.match', { percent, amount })
            : t('promotions.headline.matchUncapped', { percent });
        }
        case 'welcome': {
          const amount = format(headline.amountCents);
          return amount ? t('promotions.headline.welcome', { amount }) : t('promotions.themes.welcome');
        }
        case 'fixed': {
          const amount = format(headline.amountCents);
          return amount ? t('promotions.headline.fixed', { amount }) : t('promotions.themes.deposit');
        }
      }
    };

    const headline = headlineOf(promotion, amounts);
    const theme = THEMES[headline.kind];
    const minimum = format(amounts?.min_deposit_cents ?? null);
    const when = occasionOf(promotion);
    const occasion = t(`promotions.occasion.${when}`, { number: promotion.deposit_number });
    return {
      ...choice,
      theme,
      figure: headline.kind === 'match' ? formatPercent(headline.percent, locale) : null,
      name: t(`promotions.names.${when}`, { number: promotion.deposit_number }),
      headline: headlineText(headline),
      occasion: minimum ? `${occasion} · ${t('promotions.minimum', { amount: minimum })}` : occasion,
      wagering:
        promotion.wager_multiplier > 0
          ? t('promotions.wager', { multiplier: promotion.wager_multiplier, count: promotion.wager_days })
          : t('promotions.noWager'),
      unavailable: choice.unavailableFor ? t('promotions.unavailable', { currency: choice.unavailableFor }) : null,
    };
  };
}
