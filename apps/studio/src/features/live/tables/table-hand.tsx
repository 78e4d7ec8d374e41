import type { CSSProperties, ReactNode } from 'react';
import { handName, type Card } from '../../../games/shared-table/cards';
import type { Showdown } from '../../../games/three-card-poker/three-card-poker-bets';
import type { Translate } from '../../../lib/i18n/i18n';
import pokerStyles from '../../../games/three-card-poker/three-card-poker.module.css';
import { useLive } from '../live-context';
import { TurnedCard } from './turned-card';
import styles from './live-tables.module.css';

export type Seat = 'dealer' | 'player';

/** The hand lit once the result is on screen; a tie or an unqualified dealer lights neither. */
export const WINNING_SEAT: Readonly<Record<Showdown, Seat | undefined>> = {
  win: 'player',
  lose: 'dealer',
  tie: undefined,
  'dealer-does-not-qualify': undefined,
};

type TableHandProps = {
  /** The seat's name over its cards: Dealer, Player. */
  readonly name: string;
  /** The hand as a screen reader hears it (see `handLabel`). */
  readonly label: string;
  /** How many cards the seat is dealt. */
  readonly count: number;
  /** The cards once turned (or turning); undefined while they lie face down. */
  readonly cards: readonly Card[] | undefined;
  /** Betting has closed: the cards lie on the felt (face down until turned), not empty places. */
  readonly dealt: boolean;
  /** How this hand's cards turn; kept for the round, so a turned card never turns again. */
  readonly turning: CSSProperties;
  /** Where this hand's first card comes in the turning order, when other cards turn before it. */
  readonly firstTurn?: number;
  /** The hand's name once it is shown, in a badge under the cards. */
  readonly hand: string | undefined;
  /** Said beside the seat's name: whether the dealer qualifies. */
  readonly note?: ReactNode;
  readonly won: boolean;
  /** The cards that make the winning five, raised out of the rest. */
  readonly lit?: (card: Card) => boolean;
  readonly className?: string;
};

/**
 * A seat's hand on the live felt, the one every seat shares: its cards laid face down when betting closes and turned
 * one by one, its name under them once shown, gold when the hand won.
 */
export function TableHand({
  name,
  label,
  count,
  cards,
  dealt,
  turning,
  firstTurn = 0,
  hand,
  note,
  won,
  lit,
  className,
}: TableHandProps) {
  const live = useLive();
  return (
    <section
      className={[pokerStyles.seat, styles.pokerHand, won && styles.wonHand, className].filter(Boolean).join(' ')}
      aria-label={label}
      style={turning}
    >
      {note ? (
        // After the seat's name, not its hand's: the hand's row keeps one line in any language.
        <div className={styles.seatHeading}>
          <h2 className={pokerStyles.seatName}>{name}</h2>
          <span className={styles.seatNote}>{note}</span>
        </div>
      ) : (
        <h2 className={pokerStyles.seatName}>{name}</h2>
      )}
      <div className={pokerStyles.cards}>
        {Array.from({ length: count }, (_, index) => {
          const card = cards?.[index];
          return dealt ? (
            <TurnedCard
              key={`${live.state.round.number}-${index}`}
              card={card}
              turnIndex={firstTurn + index}
              className={card && lit?.(card) ? styles.litCard : undefined}
            />
          ) : (
            <span key={index} className={pokerStyles.slot} />
          );
        })}
      </div>
      <p className={styles.handBadgeRow} aria-hidden="true">
        {hand && <span className={styles.handBadge}>{hand}</span>}
      </p>
    </section>
  );
}

/** A hand read out: its cards and name once shown, the family's face-down words once dealt, else the seat alone. */
export function handLabel(
  t: Translate,
  seat: string,
  shown: { readonly cards: readonly Card[]; readonly hand: string } | undefined,
  faceDown: string | undefined,
): string {
  if (shown) return `${seat}: ${handName(shown.cards, t)} (${shown.hand})`;
  return faceDown ?? seat;
}
