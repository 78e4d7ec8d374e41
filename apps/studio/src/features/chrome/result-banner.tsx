import { useI18n } from '../../lib/i18n/i18n-context';
import { useGame } from '../session/game-context';
import styles from './banners.module.css';
import { useMoney } from './use-money';

/** The outcome of a finished round, once the animation has shown it; a live region so screen readers hear it too. */
export function ResultBanner() {
  const { t } = useI18n();
  const { round, revealed } = useGame();
  const { amount, multiplier } = useMoney();
  const finished = round?.status === 'finished' && revealed;
  const shownMultiplier = typeof round?.view.multiplier === 'string' ? round.view.multiplier : undefined;
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {finished && round.win > 0 && (
        <div key={round.id} className={`${styles.result} ${styles.win}`}>
          <span>{t('result.win', { amount: amount(round.win) })}</span>
          {shownMultiplier && (
            <span className={styles.detail}>{t('result.multiplier', { multiplier: multiplier(shownMultiplier) })}</span>
          )}
        </div>
      )}
      {finished && round.win === 0 && (
        <div key={round.id} className={`${styles.result} ${styles.lose}`}>
          {t('result.lose')}
        </div>
      )}
    </div>
  );
}
