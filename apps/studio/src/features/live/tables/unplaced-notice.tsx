import { useI18n } from '../../../lib/i18n/i18n-context';
import styles from '../live-layout.module.css';

/** Chips were laid but never sent: betting closed first, so nothing was staked on them. */
export function UnplacedNotice() {
  const { t } = useI18n();
  return (
    <p className={styles.unplaced} role="status">
      {t('live.unplaced')}
    </p>
  );
}
