import { useI18n } from '../../lib/i18n/i18n-context';
import { cardName, handName } from '../shared-table/cards';
import { PlayingCard } from '../shared-table/playing-card';
import { DEALER_CARDS, hiddenDealerCards, type CaribbeanStudView } from './caribbean-stud-view';
import styles from './caribbean-stud.module.css';

const FIVE = Array.from({ length: DEALER_CARDS }, (_, index) => index);

type StudSeatsProps = {
  readonly view: CaribbeanStudView | undefined;
  readonly roundId: string | undefined;
  /** The round's last cards have arrived: hand names and the dealer's qualification may show. */
  readonly revealed: boolean;
};

/**
 * The dealer's five cards above the player's. While the player decides only the dealer's first card is face up: the
 * open round's view holds no other. Cards arrive in the deal's order, the player's five first.
 */
export function StudSeats({ view, roundId, revealed }: StudSeatsProps) {
  const { t } = useI18n();
  const settled = view?.phase === 'settled';
  const hidden = hiddenDealerCards(view);

  const dealerLabel = () => {
    const name = t('caribbeanStud.dealer');
    if (!view) return name;
    if (hidden > 0) {
      return `${name}: ${cardName(view.dealer[0]!, t)}, ${t('caribbeanStud.faceDown', { count: hidden })}`;
    }
    const hand = view.dealer_hand ? ` (${t(`caribbeanStud.hand.${view.dealer_hand}`)})` : '';
    return `${name}: ${handName(view.dealer, t)}${hand}`;
  };
  const playerLabel = () => {
    const name = t('caribbeanStud.player');
    if (!view) return name;
    return `${name}: ${handName(view.player, t)} (${t(`caribbeanStud.hand.${view.player_hand}`)})`;
  };

  const dealerHand = settled && revealed && view.dealer_hand ? t(`caribbeanStud.hand.${view.dealer_hand}`) : undefined;
  const qualification =
    settled && revealed && view.dealer_qualifies !== undefined
      ? t(view.dealer_qualifies ? 'caribbeanStud.qualifies' : 'caribbeanStud.noQualify')
      : undefined;
  const playerHand = view && (revealed || settled) ? t(`caribbeanStud.hand.${view.player_hand}`) : undefined;

  return (
    <div className={styles.seats}>
      <section className={styles.seat} aria-label={dealerLabel()}>
        <h2 className={styles.seatName}>{t('caribbeanStud.dealer')}</h2>
        <div className={styles.cards}>
          {FIVE.map((index) => {
            const card = view?.dealer[index];
            if (!view) return <span key={index} className={styles.slot} />;
            return (
              <PlayingCard
                // A hole card turned over is a new card: it arrives again, face up.
                key={`${roundId}-dealer-${index}-${card ? 'up' : 'down'}`}
                card={card}
                className={index === 0 ? styles.upCard : undefined}
                dealIndex={settled && index > 0 ? index - 1 : index + DEALER_CARDS}
              />
            );
          })}
        </div>
        <p className={styles.handName} aria-hidden="true">
          {dealerHand ?? '\u00a0'}
          {qualification && (
            <span className={view?.dealer_qualifies ? styles.qualifies : styles.noQualify}>{qualification}</span>
          )}
        </p>
      </section>
      <p className={styles.felt} aria-hidden="true">
        {t('caribbeanStud.arc')}
      </p>
      <section className={styles.seat} aria-label={playerLabel()}>
        <h2 className={styles.seatName}>{t('caribbeanStud.player')}</h2>
        <div className={styles.cards}>
          {FIVE.map((index) =>
            view?.player[index] ? (
              <PlayingCard key={`${roundId}-player-${index}`} card={view.player[index]} dealIndex={index} />
            ) : (
              <span key={index} className={styles.slot} />
            ),
          )}
        </div>
        <p className={styles.handName} aria-hidden="true">
          {playerHand ?? '\u00a0'}
        </p>
      </section>
    </div>
  );
}
