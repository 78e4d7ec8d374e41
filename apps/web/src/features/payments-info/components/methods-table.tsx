import { useTranslation } from '../../../lib/i18n/use-translation';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import type { Limits, MethodTerms } from './use-method-terms';
import styles from './payments-info.module.css';

/**
 * The desktop table: one row per method, its name as the row header, deposit and withdrawal limits under grouped
 * column headers, so a screen reader announces "Deposit, Max" with each figure.
 */
export function MethodsTable({ methods, currency }: { methods: readonly MethodTerms[]; currency: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>{t('paymentsInfo.caption', { currency })}</VisuallyHidden>
        </caption>
        <colgroup>
          <col className={styles.methodColumn} />
          <col span={2} />
        </colgroup>
        <colgroup span={2} className={styles.depositColumns} />
        <colgroup span={2} />
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {t('paymentsInfo.method')}
            </th>
            <th scope="col" rowSpan={2}>
              {t('paymentsInfo.processingTime')}
            </th>
            <th scope="col" rowSpan={2}>
              {t('paymentsInfo.fee')}
            </th>
            <th scope="colgroup" colSpan={2} className={styles.group}>
              {t('paymentsInfo.deposit')}
            </th>
            <th scope="colgroup" colSpan={2} className={styles.group}>
              {t('paymentsInfo.withdrawal')}
            </th>
          </tr>
          <tr>
            <th scope="col" className={styles.figure}>
              {t('paymentsInfo.min')}
            </th>
            <th scope="col" className={styles.figure}>
              {t('paymentsInfo.max')}
            </th>
            <th scope="col" className={styles.figure}>
              {t('paymentsInfo.min')}
            </th>
            <th scope="col" className={styles.figure}>
              {t('paymentsInfo.max')}
            </th>
          </tr>
        </thead>
        <tbody>
          {methods.map((method) => (
            <tr key={method.id} data-method={method.id}>
              <th scope="row">
                <span className={styles.methodName}>
                  <MethodLogo src={method.iconSrc} />
                  {method.name}
                </span>
              </th>
              <td>
                <span className={styles.instant}>{method.processingTime}</span>
              </td>
              <td>
                <span className={styles.free}>{method.fee}</span>
              </td>
              <LimitCells limits={method.deposit} />
              <LimitCells limits={method.withdrawal} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LimitCells({ limits }: { limits: Limits }) {
  const { t } = useTranslation();
  if (!limits) {
    return (
      <td colSpan={2} className={styles.unavailable}>
        {t('paymentsInfo.notAvailable')}
      </td>
    );
  }
  return (
    <>
      <td className={styles.figure}>{limits.min}</td>
      <td className={styles.figure}>{limits.max}</td>
    </>
  );
}

/** The server-drawn logo; decorative, since the method's name is right beside it. */
export function MethodLogo({ src }: { src: string }) {
  if (!src) return <span className={styles.logo} aria-hidden="true" />;
  return <img className={styles.logo} src={src} alt="" width={48} height={32} loading="lazy" />;
}
