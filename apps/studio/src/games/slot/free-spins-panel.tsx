import { useMoney } from '../../features/chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { SlotPanel } from './use-slot-round';
import styles from './slot.module.css';

/**
 * The free-spin panels over the reels: the intro (how many, and the multiplier), the welcome back of a resumed
 * round, a retrigger's extra spins, and the outro with their total. A live region, so each is read out; the main
 * button below says what moves the game on.
 */
export function FreeSpinsPanel({ panel }: { panel: SlotPanel | null }) {
  const { t } = useI18n();
  const { amount } = useMoney();
  return (
    <div className={styles.panelSlot} role="status" aria-live="polite" aria-atomic="true">
      {panel?.kind === 'intro' && (
        <div className={styles.panel}>
          <p className={styles.panelTitle}>{t('slot.introTitle')}</p>
          <p className={styles.panelFigure}>{t('slot.introCount', { count: panel.awarded })}</p>
          {panel.multiplier > 1 && (
            <p className={styles.panelText}>{t('slot.introMultiplier', { multiplier: panel.multiplier })}</p>
          )}
          {panel.sticky && <p className={styles.panelText}>{t('slot.introSticky')}</p>}
        </div>
      )}
      {panel?.kind === 'resume' && (
        <div className={styles.panel}>
          <p className={styles.panelTitle}>{t('slot.resumeTitle')}</p>
          <p className={styles.panelText}>{t('slot.resumeText', { count: panel.left, amount: amount(panel.won) })}</p>
        </div>
      )}
      {panel?.kind === 'retrigger' && (
        <div className={`${styles.panel} ${styles.panelSmall}`}>
          <p className={styles.panelFigure}>{t('slot.retrigger', { count: panel.added })}</p>
        </div>
      )}
      {panel?.kind === 'outro' && (
        <div className={styles.panel}>
          <p className={styles.panelTitle}>{t('slot.outroTitle')}</p>
          <p className={styles.panelFigure}>{amount(panel.won)}</p>
          <p className={styles.panelText}>{t('slot.outroWon', { count: panel.played })}</p>
          <p className={styles.panelText}>{t('slot.outroRound', { amount: amount(panel.roundWin) })}</p>
        </div>
      )}
    </div>
  );
}
