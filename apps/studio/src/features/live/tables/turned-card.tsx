import type { CSSProperties } from 'react';
import type { Card } from '../../../games/shared-table/cards';
import { PlayingCard } from '../../../games/shared-table/playing-card';
import styles from './live-tables.module.css';

type TurnedCardProps = {
  /** Undefined: the card lies face down (dealt, not yet turned). */
  readonly card: Card | undefined;
  /** The card's place in the turning order: cards turn one after another. */
  readonly turnIndex: number;
  readonly className?: string;
};

/** A card the dealer turns over: its back flips away as its face comes up, in turning order. */
export function TurnedCard({ card, turnIndex, className }: TurnedCardProps) {
  const style = { '--turn-index': turnIndex } as CSSProperties;
  return (
    <span className={[styles.turned, card && styles.faceUp, className].filter(Boolean).join(' ')} style={style}>
      <PlayingCard card={undefined} className={styles.back} />
      {card && <PlayingCard card={card} className={styles.face} />}
    </span>
  );
}
