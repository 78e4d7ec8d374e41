import { useMoney } from '../chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import { hundredthsToDecimal } from '../../lib/money/format-multiplier';
import { handName } from '../../games/shared-table/cards';
import { useLive } from './live-context';
import { decisionAnnouncement, decisionTableOf } from './live-decision';
import { readDeal } from './live-outcome';
import type { LiveContextValue } from './live-context';
import type { Translate } from '../../lib/i18n/i18n';
import { readSeat } from './tables/blackjack-seat';
import { useResultMarks } from './use-result-marks';

/**
 * The table's calls for screen readers, once each: the round opening, the bet taken, no more bets (at a decision
 * table the shared cards and the seat's decision), and the outcome with the player's result once it is on screen.
 */
export function LiveAnnouncer() {
  const { t } = useI18n();
  const { amount, multiplier } = useMoney();
  const live = useLive();
  const markOf = useResultMarks(live.family);
  const { round, myBet } = live.state;
  const decision = decisionTableOf(live.family);
  let message: string;
  if (live.phase === 'betting') {
    message = myBet
      ? t('live.betTaken', { amount: amount(myBet.stake) })
      : t('live.announceOpen', { number: round.number });
  } else if (live.phase === 'closed' && live.family === 'crash') {
    // A crash flight is announced at take-off and when the bet leaves it, not every hundredth on the way.
    message = myBet?.cash_out
      ? t('crash.cashedOut', { multiplier: multiplier(hundredthsToDecimal(myBet.cash_out)) })
      : t('crash.inFlight');
  } else if (live.phase === 'closed' && decision) {
    message = decisionAnnouncement(decision, live.state, t, amount);
  } else if (live.phase === 'closed' && live.family === 'blackjack') {
    message = blackjackCall(live, t);
  } else if (live.phase === 'closed' || !live.revealed) {
    message = t('live.noMoreBets');
  } else {
    const outcome = markOf(round.outcome)?.name ?? '';
    const win = myBet?.status === 'settled' ? (myBet.win ?? 0) : undefined;
    const own = win === undefined ? '' : win > 0 ? t('result.win', { amount: amount(win) }) : t('live.noWin');
    message = [outcome, own].filter(Boolean).join('. ');
  }
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}

/** At a blackjack table while seats play: the seat's cards and total against the dealer's up card, or the opening. */
function blackjackCall(live: LiveContextValue, t: Translate): string {
  const deal = readDeal('blackjack', live.state.round.deal);
  if (!deal) return t('live.noMoreBets');
  const seat = readSeat(live.state.myBet?.hand);
  const hand = seat?.hands[seat.active];
  const cards = hand?.cards ?? deal.player;
  const total = hand?.total ?? deal.player_total;
  const call = t('blackjack.live.announceCards', {
    cards: handName(cards, t),
    total,
    dealer: handName(deal.dealer.slice(0, 1), t),
  });
  return seat ? call : `${call} ${t('blackjack.live.watching')}`;
}
