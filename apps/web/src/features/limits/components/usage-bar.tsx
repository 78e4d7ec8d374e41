import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/i18n/use-locale';
import { dateTimeText, timeUntil } from '../../../lib/i18n/time-until';
import styles from './limits.module.css';

/**
 * How much of a limit is used, as words first and a bar second (the bar only repeats them), and when the window
 * starts again from zero: "resets in 5 hours (25 Nov 2026, 00:00)".
 */
export function UsageBar({
  usedText,
  remainingText,
  share,
  resetsAt,
  now,
}: {
  usedText: string;
  remainingText: string;
  share: number;
  /** Left out when several bars of one window share it: the reset is then said once, under the last. */
  resetsAt?: string;
  now: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const full = share >= 1;
  return (
    <div className={styles.usage}>
      <div className={styles.usageLine}>
        <span>{usedText}</span>
        <span className={styles.muted}>{remainingText}</span>
      </div>
      <div className={styles.bar} aria-hidden="true">
        <span
          className={full ? `${styles.barFill} ${styles.full}` : styles.barFill}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      {resetsAt ? (
        <span className={styles.muted}>
          {t('limits.resets', { relative: timeUntil(resetsAt, now, locale), date: dateTimeText(resetsAt, locale) })}
        </span>
      ) : null}
    </div>
  );
}
