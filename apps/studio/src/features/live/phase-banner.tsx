import { useMoney } from '../chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLive } from './live-context';
import { decisionTableOf } from './live-decision';
import { useResultMarks } from './use-result-marks';
import styles from './live-scene.module.css';

/**
 * What the dealer would call: "Place your bets", "No more bets" (at a decision table, once the cards are out, its
 * question: "Play or fold?", "Call or fold?"), then the outcome with the player's own result under it once the
 * outcome is on screen (never before the ball lands).
 */
export function PhaseBanner() {
  const { t } = useI18n();
  const { amount } = useMoney();
  const live = useLive();
  const markOf = useResultMarks(live.family);
  const { myBet, round } = live.state;
  if (live.phase === 'betting') {
    return <div className={`${styles.call} ${styles.callOpen}`}>{t('live.placeBets')}</div>;
  }
  if (live.phase === 'closed' || !live.revealed) {
    const decision = decisionTableOf(live.family);
    const deciding = decision && live.phase === 'closed' && round.deal !== null;
    const call =
      live.family === 'crash' ? t('crash.inFlight') : deciding ? t(decision.words.question) : t('live.noMoreBets');
    return <div className={`${styles.call} ${styles.callClosed}`}>{call}</div>;
  }
  const mark = markOf(round.outcome);
  const win = myBet?.status === 'settled' ? (myBet.win ?? 0) : undefined;
  return (
    <div className={styles.outcomeCall}>
      {mark && (
        <div className={`${styles.call} ${styles.callResult}`}>
          <span className={`${styles.markDot} ${styles[`tone-${mark.tone}`]}`}>{mark.short}</span>
          <span className={styles.callText}>{mark.name}</span>
        </div>
      )}
      {win !== undefined && win > 0 && (
        <div className={`${styles.call} ${styles.callWin}`}>{t('result.win', { amount: amount(win) })}</div>
      )}
      {win === 0 && <div className={`${styles.call} ${styles.callLose}`}>{t('live.noWin')}</div>}
    </div>
  );
}
