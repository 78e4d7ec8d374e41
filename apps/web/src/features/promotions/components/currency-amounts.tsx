import type { Promotion } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { usePromotionMoney } from '../hooks/use-promotion-money';
import styles from './promotion.module.css';

/**
 * The offer's amounts in every currency it is given in: the page shows one, and a visitor still choosing the
 * currency to register with can compare. Columns no currency fills are left out.
 */
export function CurrencyAmounts({ promotion, shown }: { promotion: Promotion; shown: string | undefined }) {
  const { t } = useTranslation();
  const money = usePromotionMoney();
  const rows = promotion.currencies;
  const hasMinimum = rows.some((row) => row.min_deposit_cents !== null);
  const hasMaxBet = rows.some((row) => row.max_bet_cents !== null);
  const amountLabel = promotion.freespins_count
    ? t('promotions.amounts.betPerSpin')
    : promotion.kind === 'deposit' && promotion.match_percent
      ? t('promotions.amounts.cap')
      : t('promotions.amounts.bonus');
  const cell = (cents: number | null, currency: string) =>
    cents === null ? (
      <>
        <span aria-hidden="true">–</span>
        <VisuallyHidden>{t('promotions.amounts.none')}</VisuallyHidden>
      </>
    ) : (
      money(cents, currency)
    );

  return (
    <div className={styles.amountsFrame}>
      <table className={styles.amounts}>
        <caption>{t('promotions.amounts.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('promotions.amounts.currency')}</th>
            <th scope="col">{amountLabel}</th>
            {hasMinimum ? <th scope="col">{t('promotions.amounts.minDeposit')}</th> : null}
            {hasMaxBet ? <th scope="col">{t('promotions.amounts.maxBet')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.currency} className={row.currency === shown ? styles.shownRow : undefined}>
              <th scope="row">
                {row.currency}
                {row.currency === shown ? (
                  <span className={styles.shownTag}>{t('promotions.amounts.shown')}</span>
                ) : null}
              </th>
              <td>{money(row.amount_cents, row.currency)}</td>
              {hasMinimum ? <td>{cell(row.min_deposit_cents, row.currency)}</td> : null}
              {hasMaxBet ? <td>{cell(row.max_bet_cents, row.currency)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
