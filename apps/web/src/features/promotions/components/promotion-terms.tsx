import type { Promotion } from '@casino/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../lib/i18n/use-locale';
import { usePromotionMoney } from '../hooks/use-promotion-money';
import { formatPercent } from '../utils/format-percent';
import type { OfferAmounts } from '../utils/offer-currency';
import { headlineOf, occasionOf } from '../utils/offer-headline';
import styles from './promotion.module.css';

const CATEGORIES = ['pokies', 'table', 'live', 'other'] as const;

/** Every term of the offer as a description list, its amounts in the currency the page shows. */
export function PromotionTerms({ promotion, amounts }: { promotion: Promotion; amounts: OfferAmounts | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = usePromotionMoney();
  const format = (cents: number | null | undefined) =>
    cents === null || cents === undefined || !amounts ? null : money(cents, amounts.currency);
  const deposit = promotion.kind === 'deposit';
  const spins = Boolean(promotion.freespins_count);

  return (
    <dl className={styles.terms}>
      <Term label={t('promotions.terms.bonus')}>
        <BonusValue promotion={promotion} amounts={amounts} />
      </Term>
      {deposit ? (
        <Term label={t('promotions.terms.minDeposit')}>
          {format(amounts?.min_deposit_cents) ?? t('promotions.terms.noMinimum')}
        </Term>
      ) : null}
      <Term label={deposit ? t('promotions.terms.deposit') : t('promotions.terms.given')}>
        {t(`promotions.terms.occasions.${occasionOf(promotion)}`, { number: promotion.deposit_number })}
      </Term>
      <Term label={t('promotions.terms.maxBet')}>
        {format(amounts?.max_bet_cents) ?? t('promotions.terms.noMaxBet')}
      </Term>
      <Term label={t('promotions.terms.wagering')}>
        {promotion.wager_multiplier > 0
          ? t(spins ? 'promotions.terms.wageringSpins' : 'promotions.terms.wageringBonus', {
              multiplier: promotion.wager_multiplier,
              count: promotion.wager_days,
            })
          : t('promotions.terms.noWagering')}
      </Term>
      {/* Deposit bonuses start on their own when issued; only a welcome gift waits for the player to activate it. */}
      {deposit ? (
        <Term label={t('promotions.terms.activation')}>{t('promotions.terms.activationAuto')}</Term>
      ) : promotion.activation_days > 0 ? (
        <Term label={t('promotions.terms.activation')}>
          {t('promotions.terms.activationValue', { count: promotion.activation_days })}
        </Term>
      ) : null}
      <Term label={t('promotions.terms.contributions')}>
        <ul className={styles.contributions}>
          {CATEGORIES.map((category) => {
            const share = Math.min(100, Math.max(0, promotion.contributions[category]));
            return (
              <li key={category}>
                <span className={styles.category}>{t(`promotions.terms.categories.${category}`)}</span>
                <span className={styles.share}>{formatPercent(share, locale)}</span>
                <span className={styles.meter} aria-hidden="true">
                  <span style={{ width: `${share}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      </Term>
      {promotion.games.length > 0 ? (
        <Term label={t('promotions.terms.games')}>
          <GameLinks games={promotion.games} />
        </Term>
      ) : null}
      {deposit ? (
        <Term label={t('promotions.terms.pick')}>
          {promotion.requires_pick ? t('promotions.terms.pickYes') : t('promotions.terms.pickNo')}
        </Term>
      ) : null}
    </dl>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.term}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function BonusValue({ promotion, amounts }: { promotion: Promotion; amounts: OfferAmounts | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = usePromotionMoney();
  const headline = headlineOf(promotion, amounts);
  const format = (cents: number | null) => (cents === null || !amounts ? null : money(cents, amounts.currency));
  switch (headline.kind) {
    case 'spins': {
      const bet = format(headline.betCents);
      return bet
        ? t('promotions.terms.bonusSpins', { count: headline.count, bet })
        : t('promotions.headline.spins', { count: headline.count });
    }
    case 'match': {
      const percent = formatPercent(headline.percent, locale);
      const amount = format(headline.capCents);
      return amount
        ? t('promotions.terms.bonusMatch', { percent, amount })
        : t('promotions.terms.bonusMatchUncapped', { percent });
    }
    case 'welcome':
    case 'fixed':
      return (
        format(headline.amountCents) ?? t(`promotions.themes.${headline.kind === 'welcome' ? 'welcome' : 'deposit'}`)
      );
  }
}

/** The games the free spins play on, each opening its game page. */
function GameLinks({ games }: { games: Promotion['games'] }) {
  const localize = useLocalizedPath();
  return (
    <ul className={styles.games}>
      {games.map((game) => (
        <li key={game.identifier}>
          <Link className={styles.game} to={localize(`/play/${game.identifier}`)}>
            {game.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
