import { useTranslation } from '../../../lib/i18n/use-translation';
import { MethodLogo } from './methods-table';
import type { Limits, MethodTerms } from './use-method-terms';
import styles from './payments-info.module.css';

/** The phone layout: a card per method, its terms as a description list. */
export function MethodCards({ methods }: { methods: readonly MethodTerms[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.cards}>
      {methods.map((method) => (
        <li key={method.id} className={styles.card} data-method={method.id}>
          <div className={styles.cardHead}>
            <MethodLogo src={method.iconSrc} />
            <h2 className={styles.cardTitle}>{method.name}</h2>
            <span className={styles.instant}>{method.processingTime}</span>
          </div>
          <dl className={styles.terms}>
            <div>
              <dt>{t('paymentsInfo.fee')}</dt>
              <dd>
                <span className={styles.free}>{method.fee}</span>
              </dd>
            </div>
            <LimitsTerm label={t('paymentsInfo.deposit')} limits={method.deposit} />
            <LimitsTerm label={t('paymentsInfo.withdrawal')} limits={method.withdrawal} />
          </dl>
        </li>
      ))}
    </ul>
  );
}

function LimitsTerm({ label, limits }: { label: string; limits: Limits }) {
  const { t } = useTranslation();
  return (
    <div>
      <dt>{label}</dt>
      <dd>{limits ? t('paymentsInfo.range', limits) : t('paymentsInfo.notAvailable')}</dd>
    </div>
  );
}
