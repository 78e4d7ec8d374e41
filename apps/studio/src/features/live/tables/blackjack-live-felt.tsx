import { useI18n } from '../../../lib/i18n/i18n-context';
import { Cards, PlayerHand } from '../../../games/blackjack/blackjack-hand';
import { totalText } from '../../../games/blackjack/blackjack-view';
import { handName, type Card } from '../../../games/shared-table/cards';
import blackjackStyles from '../../../games/blackjack/blackjack.module.css';
import { useLive } from '../live-context';
import type { DealOf, OutcomeOf } from '../live-outcome';
import type { BlackjackSeat } from './blackjack-seat';
import styles from './live-tables.module.css';

type FeltProps = {
  readonly deal: DealOf<'blackjack'> | undefined;
  readonly outcome: OutcomeOf<'blackjack'> | undefined;
  readonly seat: BlackjackSeat | undefined;
};

/**
 * The dealer over the seat's own hands. While seats play the dealer shows its up card beside the face-down hole
 * card; the result turns the whole hand. A seat without a bet sees the opening every seat was dealt.
 */
export function BlackjackLiveFelt({ deal, outcome, seat }: FeltProps) {
  const { t } = useI18n();
  const live = useLive();
  const shown = outcome !== undefined && live.revealed;
  const openingOver = deal?.phase === 'settled';
  const dealer: readonly (Card | undefined)[] = shown
    ? outcome.dealer
    : openingOver
      ? deal.dealer
      : deal
        ? [...deal.dealer, undefined]
        : [];
  const dealerTotal = shown ? outcome.dealer_total : deal?.dealer_total;
  const settled = seat?.phase === 'settled' && (shown || openingOver);
  return (
    <div className={`${styles.cardTable} ${styles.blackjackTable}`}>
      <section
        aria-label={`${t('blackjack.dealer')}: ${handName(
          dealer.filter((card) => card !== undefined),
          t,
        )}`}
      >
        <h2 className={blackjackStyles.seat}>{t('blackjack.dealer')}</h2>
        <Cards cards={dealer} firstDealIndex={1} />
        {dealerTotal !== undefined && <span className={blackjackStyles.total}>{dealerTotal}</span>}
      </section>
      {seat ? (
        <div className={blackjackStyles.hands}>
          {seat.hands.map((hand, index) => (
            <PlayerHand
              key={index}
              hand={settled ? hand : { ...hand, result: undefined }}
              label={seat.hands.length > 1 ? t('blackjack.handNumber', { number: index + 1 }) : t('blackjack.you')}
              active={index === seat.active && seat.hands.length > 1 && seat.phase === 'player-turn'}
              settled={settled}
              firstDealIndex={0}
            />
          ))}
        </div>
      ) : (
        deal && (
          <section aria-label={t('blackjack.live.shared')}>
            <h2 className={blackjackStyles.seat}>{t('blackjack.live.shared')}</h2>
            <Cards cards={deal.player} firstDealIndex={0} />
            <span className={blackjackStyles.total}>{totalText(deal.player_total, deal.player_soft, false)}</span>
          </section>
        )
      )}
    </div>
  );
}
