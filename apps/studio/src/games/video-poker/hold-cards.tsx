import { useI18n } from '../../lib/i18n/i18n-context';
import { cardName } from '../shared-table/cards';
import { PlayingCard } from '../shared-table/playing-card';
import { cardsShown, isFinishedView, type VideoPokerView } from './video-poker-view';
import styles from './video-poker.module.css';

type HoldCardsProps = {
  readonly view: VideoPokerView | undefined;
  readonly held: readonly boolean[];
  readonly interactive: boolean;
  readonly onToggle: (position: number) => void;
};

/**
 * The five cards, each a toggle button (Enter or Space holds it), so a keyboard and a screen reader hold cards as
 * easily as a tap does. Before the first deal the machine shows five cards face down.
 */
export function HoldCards({ view, held, interactive, onToggle }: HoldCardsProps) {
  const { t } = useI18n();
  const cards = view ? cardsShown(view) : undefined;
  const drawn = view !== undefined && isFinishedView(view);
  return (
    <div className={styles.cards}>
      {Array.from({ length: 5 }, (_, position) => {
        const card = cards?.[position];
        const keep = held[position] === true;
        return (
          <button
            // A replaced card is a new card: remount it so it deals in.
            key={`${position}-${card ? `${card.rank}${card.suit}` : 'back'}`}
            type="button"
            className={[styles.slot, keep && styles.held].filter(Boolean).join(' ')}
            aria-pressed={card && !drawn ? keep : undefined}
            aria-label={card ? cardName(card, t) : t('videoPoker.faceDown')}
            disabled={!interactive || !card}
            onClick={() => onToggle(position)}
          >
            <PlayingCard card={card} dealIndex={drawn ? 0 : position} />
            <span className={styles.holdTag} aria-hidden="true">
              {keep ? t('videoPoker.held') : '\u00a0'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
