import { useGame } from '../../features/session/game-context';
import { useMoney } from '../../features/chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import { handName } from '../shared-table/cards';
import { Cards, PlayerHand } from './blackjack-hand';
import { dealerSlots, totalText, type BlackjackView } from './blackjack-view';
import styles from './blackjack.module.css';

/**
 * The felt: dealer above, the player's hands below. Until the cards have arrived the totals and results stay
 * hidden, so the numbers never run ahead of the cards.
 */
export function BlackjackTable({ view }: { view: BlackjackView | undefined }) {
  const { t } = useI18n();
  const { revealed } = useGame();
  const { amount } = useMoney();
  if (!view) {
    return (
      <div className={styles.felt}>
        <p className={styles.arc}>{t('blackjack.arc')}</p>
      </div>
    );
  }
  const settled = view.phase === 'settled' && revealed;
  // An ace up counts one or eleven, like any soft hand.
  const aceUp = view.phase !== 'settled' && view.dealer[0]?.rank === 1;
  const dealerTotal = totalText(view.dealer_total, aceUp, settled);
  const activeHand = view.hands[view.active];
  return (
    <div className={styles.felt}>
      <section className={styles.dealer} aria-label={`${t('blackjack.dealer')}: ${handName(view.dealer, t)}`}>
        <h2 className={styles.seat}>{t('blackjack.dealer')}</h2>
        <Cards cards={dealerSlots(view)} firstDealIndex={1} />
        <span className={styles.total}>{dealerTotal}</span>
      </section>
      <p className={styles.arc} aria-hidden="true">
        {t('blackjack.arc')}
      </p>
      <div className={styles.hands}>
        {view.hands.map((hand, index) => (
          <PlayerHand
            key={index}
            hand={revealed ? hand : { ...hand, result: undefined }}
            label={view.hands.length > 1 ? t('blackjack.handNumber', { number: index + 1 }) : t('blackjack.you')}
            active={index === view.active && view.hands.length > 1}
            settled={settled}
            firstDealIndex={0}
          />
        ))}
      </div>
      {view.insurance && settled && (
        <p className={styles.insurance}>
          {t('blackjack.insuranceResult', {
            stake: amount(view.insurance.stake),
            returned: amount(view.insurance.returned),
          })}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {revealed && activeHand && !settled
          ? t('blackjack.status', { total: totalText(activeHand.total, activeHand.soft, false), dealer: dealerTotal })
          : ''}
      </p>
    </div>
  );
}
