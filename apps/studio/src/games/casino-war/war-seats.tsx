import { useI18n } from '../../lib/i18n/i18n-context';
import { handName } from '../shared-table/cards';
import { PlayingCard } from '../shared-table/playing-card';
import type { CasinoWarView } from './casino-war-bets';
import styles from './casino-war.module.css';

/** Dealer and player side by side; after a war each shows its first card and, beside it, the war card. */
export function WarSeats({ view, roundId }: { view: CasinoWarView | undefined; roundId: string | undefined }) {
  const { t } = useI18n();
  const seat = (side: 'dealer' | 'player', firstDealIndex: number) => {
    const cards = view?.[side] ?? [];
    const name = t(`casinoWar.${side}`);
    return (
      <section className={styles.seat} aria-label={cards.length ? `${name}: ${handName(cards, t)}` : name}>
        <h2 className={styles.seatName}>{name}</h2>
        <div className={styles.cards}>
          {cards.length === 0 && <span className={styles.slot} />}
          {cards.map((card, index) => (
            <PlayingCard
              key={`${roundId}-${side}-${index}`}
              card={card}
              dealIndex={index === 0 ? firstDealIndex : 0}
              className={index > 0 ? styles.warCard : undefined}
            />
          ))}
        </div>
      </section>
    );
  };
  return (
    <div className={styles.seats}>
      {seat('dealer', 1)}
      {seat('player', 0)}
    </div>
  );
}
