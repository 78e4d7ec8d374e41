import type { CSSProperties } from 'react';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useGame } from '../../session/game-context';
import type { Card } from '../../../games/shared-table/cards';
import type { ThreeCardHand } from '../../../games/three-card-poker/three-card-poker-bets';
import { useLive } from '../live-context';
import type { DealOf, OutcomeOf } from '../live-outcome';
import { cardTurning } from './card-timing';
import { handLabel, TableHand, WINNING_SEAT, type Seat } from './table-hand';
import styles from './live-tables.module.css';

const THREE = [0, 1, 2] as const;
/** The player's cards turn one after another as the decision window opens, quickly: the seats' clock is running. */
const DEAL_TURN_MS = 900;
type HandsProps = {
  /** The shared deal while the seats decide. */
  readonly deal: DealOf<'three-card-poker'> | undefined;
  /** The round's outcome once the result is out: the dealer's cards turn over the reveal. */
  readonly outcome: OutcomeOf<'three-card-poker'> | undefined;
};

/**
 * The dealer's three cards beside the player's, the one hand every seat shares: laid face down when betting closes,
 * the player's turned for the decision, the dealer's with the result.
 */
export function ThreeCardPokerHands({ deal, outcome }: HandsProps) {
  const { motion } = useGame();
  const live = useLive();
  const dealt = live.phase !== 'betting';
  const shown = outcome !== undefined && live.revealed;
  const winner = shown ? WINNING_SEAT[outcome.showdown] : undefined;
  return (
    <div className={`${styles.pokerHands} ${styles.cardTable}`}>
      <Hand
        seat="dealer"
        cards={outcome?.dealer}
        hand={shown ? outcome.dealer_hand : undefined}
        dealt={dealt}
        turning={cardTurning(live.revealMs, THREE.length)}
        won={winner === 'dealer'}
      />
      <Hand
        seat="player"
        cards={outcome?.player ?? deal?.player}
        hand={outcome?.player_hand ?? deal?.player_hand}
        dealt={dealt}
        turning={cardTurning(motion.reducedMotion ? 0 : DEAL_TURN_MS, THREE.length)}
        won={winner === 'player'}
      />
    </div>
  );
}

type HandProps = {
  readonly seat: Seat;
  /** The cards once turned (or turning); undefined while they lie face down. */
  readonly cards: readonly Card[] | undefined;
  /** The hand's name, once it is shown: a screen reader hears the cards when the eye sees them. */
  readonly hand: ThreeCardHand | undefined;
  readonly dealt: boolean;
  readonly turning: CSSProperties;
  readonly won: boolean;
};

function Hand({ seat, cards, hand, dealt, turning, won }: HandProps) {
  const { t } = useI18n();
  const name = t(seat === 'dealer' ? 'threeCardPoker.dealer' : 'threeCardPoker.live.player');
  const handText = hand ? t(`threeCardPoker.hand.${hand}`) : undefined;
  const label = handLabel(
    t,
    name,
    cards && handText ? { cards, hand: handText } : undefined,
    dealt ? t('threeCardPoker.live.faceDown', { seat: name }) : undefined,
  );
  return (
    <TableHand
      name={name}
      label={label}
      count={THREE.length}
      cards={cards}
      dealt={dealt}
      turning={turning}
      hand={handText}
      won={won}
    />
  );
}
