import { useMoney } from '../../features/chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Card } from '../shared-table/cards';
import { handName } from '../shared-table/cards';
import { PlayingCard } from '../shared-table/playing-card';
import type { BlackjackHand } from './blackjack-view';
import { totalText } from './blackjack-view';
import styles from './blackjack.module.css';

type HandProps = {
  readonly hand: BlackjackHand;
  readonly label: string;
  readonly active: boolean;
  readonly settled: boolean;
  /** Deal order of the first two cards, so the opening deal alternates player and dealer. */
  readonly firstDealIndex: number;
};

const RESULT_CLASS = { win: styles.win, blackjack: styles.win, push: styles.push, lose: styles.lose } as const;

/** One player hand: fanned cards, its total, its stake and (once settled) how it ended. */
export function PlayerHand({ hand, label, active, settled, firstDealIndex }: HandProps) {
  const { t } = useI18n();
  const { amount } = useMoney();
  const total = hand.result === 'blackjack' ? t('blackjack.blackjack') : totalText(hand.total, hand.soft, settled);
  return (
    <section
      className={[styles.hand, active && !settled && styles.active, hand.result && RESULT_CLASS[hand.result]]
        .filter(Boolean)
        .join(' ')}
      aria-label={`${label}: ${handName(hand.cards, t)}. ${t('blackjack.total', { total })}`}
    >
      <Cards cards={hand.cards} firstDealIndex={firstDealIndex} />
      <div className={styles.badges}>
        <span className={styles.total}>{total}</span>
        <span className={styles.stake}>
          {amount(hand.stake)}
          {hand.doubled && ` · ${t('blackjack.doubled')}`}
        </span>
        {hand.result && (
          <span className={styles.result}>
            {t(`blackjack.result.${hand.result}`)}
            {hand.returned !== undefined && hand.returned > 0 && ` · ${amount(hand.returned)}`}
          </span>
        )}
      </div>
    </section>
  );
}

/** Cards overlapping like a dealt hand; each later card slides in on its own. */
export function Cards({ cards, firstDealIndex }: { cards: readonly (Card | undefined)[]; firstDealIndex: number }) {
  return (
    <div className={styles.cards}>
      {cards.map((card, index) => (
        <PlayingCard
          // A face-down card that turns over is a new card to the eye: remount it so it flips in.
          key={`${index}-${card ? 'up' : 'down'}`}
          card={card}
          dealIndex={index < 2 ? firstDealIndex + index * 2 : 0}
          className={styles.card}
        />
      ))}
    </div>
  );
}
