import { useI18n } from '../../lib/i18n/i18n-context';
import { handName } from '../shared-table/cards';
import { PlayingCard } from '../shared-table/playing-card';
import type { ThreeCardPokerView } from './three-card-poker-bets';
import styles from './three-card-poker.module.css';

const THREE = [0, 1, 2] as const;

/**
 * The dealer's three cards above the player's. While the player decides the dealer's cards are face down: the open
 * round's view does not hold them.
 */
export function PokerSeats({ view, roundId }: { view: ThreeCardPokerView | undefined; roundId: string | undefined }) {
  const { t } = useI18n();
  const seat = (side: 'dealer' | 'player') => {
    const cards = view?.[side];
    const hand = side === 'dealer' ? view?.dealer_hand : view?.player_hand;
    const faceDown = side === 'dealer' && view !== undefined && !cards;
    const name = t(`threeCardPoker.${side}`);
    const handText = cards && hand ? t(`threeCardPoker.hand.${hand}`) : undefined;
    const label = cards?.length ? `${name}: ${handName(cards, t)}${handText ? ` (${handText})` : ''}` : name;
    return (
      <section className={styles.seat} aria-label={label}>
        <h2 className={styles.seatName}>{name}</h2>
        <div className={styles.cards}>
          {THREE.map((index) =>
            cards?.[index] || faceDown ? (
              <PlayingCard
                key={`${roundId}-${side}-${index}-${cards ? 'up' : 'down'}`}
                card={cards?.[index]}
                dealIndex={side === 'player' ? index : cards ? index : index + 3}
              />
            ) : (
              <span key={index} className={styles.slot} />
            ),
          )}
        </div>
        <p className={styles.handName} aria-hidden="true">
          {handText ?? '\u00a0'}
        </p>
      </section>
    );
  };
  return (
    <div className={styles.seats}>
      {seat('dealer')}
      <p className={styles.felt} aria-hidden="true">
        {t('threeCardPoker.arc')}
      </p>
      {seat('player')}
    </div>
  );
}
