import { useI18n } from '../../lib/i18n/i18n-context';
import { handName, type Card } from '../shared-table/cards';
import { PlayingCard } from '../shared-table/playing-card';
import { dealOrder, type BaccaratView } from './baccarat-bets';
import styles from './baccarat.module.css';

/** The two hands side by side, dealt in shoe order; totals and the winner show once the last card is down. */
export function BaccaratHands({ view, revealed }: { view: BaccaratView | undefined; revealed: boolean }) {
  const { t } = useI18n();
  const order = view ? dealOrder(view) : undefined;
  const side = (seat: 'player' | 'banker') => {
    const cards: readonly Card[] = view?.[seat] ?? [];
    const total = view?.[`${seat}_total`];
    const pair = view?.[`${seat}_pair`];
    const won = revealed && view?.winner === seat;
    return (
      <section
        className={[styles.hand, styles[`${seat}Hand`], won && styles.wonHand].filter(Boolean).join(' ')}
        aria-label={`${t(`baccarat.bet.${seat}`)}${cards.length ? `: ${handName(cards, t)}` : ''}`}
      >
        <h2 className={styles.seat}>{t(`baccarat.bet.${seat}`)}</h2>
        <div className={styles.cards}>
          {cards.length === 0 && <PlaceholderCards />}
          {cards.map((card, index) => (
            <PlayingCard
              key={`${index}-${card.rank}-${card.suit}`}
              card={card}
              dealIndex={order?.[seat][index] ?? 0}
              className={index === 2 ? styles.thirdCard : undefined}
            />
          ))}
        </div>
        <div className={styles.badges}>
          {revealed && total !== undefined && <span className={styles.total}>{total}</span>}
          {revealed && pair && <span className={styles.pair}>{t('baccarat.pair')}</span>}
        </div>
      </section>
    );
  };
  return (
    <div className={styles.hands}>
      {side('player')}
      {side('banker')}
    </div>
  );
}

function PlaceholderCards() {
  return (
    <>
      <span className={styles.slot} />
      <span className={styles.slot} />
    </>
  );
}
