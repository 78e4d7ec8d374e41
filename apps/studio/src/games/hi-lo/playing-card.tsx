import { isRedSuit, rankLabel, SUIT_SYMBOL, type HiLoCard } from './hi-lo-choice';
import styles from './hi-lo.module.css';

/** A card face drawn in CSS: corner indices and a big suit pip. */
export function PlayingCard({ card, label, lost }: { card: HiLoCard; label: string; lost?: boolean }) {
  const classes = [styles.card, isRedSuit(card.suit) && styles.red, lost && styles.lostCard].filter(Boolean).join(' ');
  return (
    <div className={classes} role="img" aria-label={label}>
      <span className={`${styles.corner} ${styles.topLeft}`} aria-hidden="true">
        {rankLabel(card.rank)}
        <span>{SUIT_SYMBOL[card.suit]}</span>
      </span>
      <span className={styles.pip} aria-hidden="true">
        {SUIT_SYMBOL[card.suit]}
      </span>
      <span className={`${styles.corner} ${styles.bottomRight}`} aria-hidden="true">
        {rankLabel(card.rank)}
        <span>{SUIT_SYMBOL[card.suit]}</span>
      </span>
    </div>
  );
}
