import type { CSSProperties } from 'react';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useGame } from '../../session/game-context';
import { handName, type Card } from '../../../games/shared-table/cards';
import type { Showdown, ThreeCardHand } from '../../../games/three-card-poker/three-card-poker-bets';
import pokerStyles from '../../../games/three-card-poker/three-card-poker.module.css';
import { useLive } from '../live-context';
import type { DealOf, OutcomeOf } from '../live-outcome';
import { cardTurning } from './card-timing';
import { TurnedCard } from './turned-card';
import styles from './live-tables.module.css';

const THREE = [0, 1, 2] as const;
/** The player's cards turn one after another as the decision window opens, quickly: the seats' clock is running. */
const DEAL_TURN_MS = 900;
/** The hand lit once the result is on screen; a tie or an unqualified dealer lights neither. */
const WINNING_SEAT: Readonly<Record<Showdown, Seat | undefined>> = {
  win: 'player',
  lose: 'dealer',
  tie: undefined,
  'dealer-does-not-qualify': undefined,
};

type Seat = 'dealer' | 'player';

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
  /** How this hand's cards turn; kept for the round, so a turned card never turns again. */
  readonly turning: CSSProperties;
  readonly won: boolean;
};

function Hand({ seat, cards, hand, dealt, turning, won }: HandProps) {
  const { t } = useI18n();
  const live = useLive();
  const name = t(seat === 'dealer' ? 'threeCardPoker.dealer' : 'threeCardPoker.live.player');
  const handText = hand ? t(`threeCardPoker.hand.${hand}`) : undefined;
  const label =
    cards && handText
      ? `${name}: ${handName(cards, t)} (${handText})`
      : dealt
        ? t('threeCardPoker.live.faceDown', { seat: name })
        : name;
  return (
    <section
      className={[pokerStyles.seat, styles.pokerHand, won && styles.wonHand].filter(Boolean).join(' ')}
      aria-label={label}
      style={turning}
    >
      <h2 className={pokerStyles.seatName}>{name}</h2>
      <div className={pokerStyles.cards}>
        {THREE.map((index) =>
          dealt ? (
            <TurnedCard key={`${live.state.round.number}-${index}`} card={cards?.[index]} turnIndex={index} />
          ) : (
            <span key={index} className={pokerStyles.slot} />
          ),
        )}
      </div>
      <p className={styles.handBadgeRow} aria-hidden="true">
        {handText && <span className={styles.handBadge}>{handText}</span>}
      </p>
    </section>
  );
}
