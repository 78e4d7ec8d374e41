import { cardLabel, type Card, type CardRole, type LiveHandOrder } from '@casino/game-engine';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { MoreButton, PlayingCard } from './playing-card';
import styles from './seeded-result.module.css';
import pageStyles from './provably-fair.module.css';

const OPENING_ROLES: readonly CardRole[] = ['player', 'dealer', 'player', 'dealerHole'];

/**
 * A live blackjack seat, as its seeds fix it: the opening every seat was dealt, the dealer's draw (both from the
 * table's stream, nonce 0), then the cards the seat's own stream deals, which its hits, doubles and split hands took
 * in order. The seat's cards do not depend on what it decided, so any play of the hand can be checked against them.
 */
export function LiveHandResult({ order, onShowMore }: { order: LiveHandOrder; onShowMore: () => void }) {
  const { t } = useTranslation();
  const dealerNote = order.settledAtOnce
    ? t('provablyFair.liveHand.settledAtOnce')
    : order.dealer.length > 0
      ? t('provablyFair.liveHand.dealerHint')
      : t('provablyFair.liveHand.dealerStands');
  return (
    <div className={pageStyles.outcome} data-testid="fair-live-hand">
      <h3 className={pageStyles.drawsTitle}>{t('provablyFair.liveHand.openingTitle')}</h3>
      <p className={pageStyles.note}>{t('provablyFair.liveHand.openingHint')}</p>
      <CardList
        cards={order.opening}
        testId="fair-live-opening-card"
        labelOf={(index) => t(`provablyFair.roles.${OPENING_ROLES[index]!}`)}
      />

      <h3 className={pageStyles.drawsTitle}>{t('provablyFair.liveHand.dealerTitle')}</h3>
      <p className={pageStyles.note}>{dealerNote}</p>
      {order.dealer.length > 0 ? (
        <CardList cards={order.dealer} testId="fair-live-dealer-card" labelOf={() => t('provablyFair.roles.dealer')} />
      ) : null}

      {order.settledAtOnce ? null : (
        <>
          <h3 className={pageStyles.drawsTitle}>{t('provablyFair.liveHand.seatTitle')}</h3>
          <p className={pageStyles.note}>{t('provablyFair.liveHand.seatHint')}</p>
          <CardList
            cards={order.seat}
            testId="fair-live-seat-card"
            labelOf={() => t('provablyFair.liveHand.seatCard')}
          />
          {order.seat.length < order.seatShoeSize ? <MoreButton onShowMore={onShowMore} /> : null}
        </>
      )}
    </div>
  );
}

function CardList({
  cards,
  testId,
  labelOf,
}: {
  cards: readonly Card[];
  testId: string;
  labelOf: (index: number) => string;
}) {
  return (
    <ol className={styles.shoe}>
      {cards.map((card, index) => (
        <li key={index} className={styles.slot} data-testid={testId} data-card={cardLabel(card)}>
          <span className={styles.position}>{index + 1}</span>
          <PlayingCard card={card} />
          <span className={styles.role}>{labelOf(index)}</span>
        </li>
      ))}
    </ol>
  );
}
