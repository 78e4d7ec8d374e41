import { Button } from '../../components/ui/button';
import { useMoney } from '../chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import { secondsToNextRound } from './live-clock';
import { useLive } from './live-context';
import { useServerClock } from './use-server-clock';
import styles from './live-layout.module.css';

/** What "Place bet" sends: the slip's total and the family's choice; undefined while there is nothing to send. */
export type LiveBetSlip = { readonly stake: number; readonly choice: Record<string, unknown> } | undefined;

/**
 * The one button that stakes money on a live round. It says where the round stands when it cannot be pressed: the
 * bet already placed, no more bets, or wait for the next round.
 */
export function PlaceBetButton({ bet }: { bet: LiveBetSlip }) {
  const { t } = useI18n();
  const { amount } = useMoney();
  const live = useLive();
  const { myBet } = live.state;
  if (myBet && live.phase !== 'result') {
    return (
      <p className={styles.placed}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        {t('live.betPlaced', { amount: amount(myBet.stake) })}
      </p>
    );
  }
  if (live.phase === 'closed') {
    return (
      <Button block disabled>
        {t('live.noMoreBets')}
      </Button>
    );
  }
  if (live.phase === 'result') return <NextRoundButton />;
  if (live.placing) {
    return (
      <Button variant="primary" block disabled aria-busy="true">
        {t('live.placing')}
      </Button>
    );
  }
  return (
    <Button variant="primary" block disabled={!bet} onClick={() => bet && void live.placeBet(bet.stake, bet.choice)}>
      {bet ? t('live.placeBet', { amount: amount(bet.stake) }) : t('live.addChips')}
    </Button>
  );
}

/** After the result: the seconds until the next round's betting opens, when the table has said. */
function NextRoundButton() {
  const { t } = useI18n();
  const live = useLive();
  const now = useServerClock(live.offsetMs, true, 500);
  const seconds = secondsToNextRound(live.state.round, now);
  return (
    <Button block disabled>
      {seconds === undefined ? t('live.waitNextRound') : t('live.nextRoundIn', { seconds })}
    </Button>
  );
}
