import { cardLabel, type Card } from '@casino/game-engine';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import styles from './seeded-result.module.css';

const RED_SUITS = new Set(['hearts', 'diamonds']);

/** A card as a seeded round shows it: its rank and suit, red or black. */
export function PlayingCard({ card }: { card: Card }) {
  return (
    <span className={styles.card} data-red={RED_SUITS.has(card.suit) || undefined}>
      {cardLabel(card)}
    </span>
  );
}

/** Shows as many cards or dice again. */
export function MoreButton({ onShowMore }: { onShowMore: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" size="sm" onClick={onShowMore} data-testid="fair-show-more">
      {t('provablyFair.showMore')}
    </Button>
  );
}
