import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Translate } from '../../lib/i18n/i18n';
import { Cards } from '../blackjack/blackjack-hand';
import { totalText } from '../blackjack/blackjack-view';
import styles from '../blackjack/blackjack.module.css';
import { handName } from '../shared-table/cards';
import { bankerSlots, cardsBought, type PontoonHandKind, type PontoonView } from './pontoon-view';
import own from './pontoon.module.css';

/** "Pontoon", "Five-card trick", "Bust" or the total ("7/17" while a soft hand is played). */
function handLabel(kind: PontoonHandKind, total: number, soft: boolean, settled: boolean, t: Translate): string {
  if (kind === 'pontoon') return t('pontoon.kind.pontoon');
  if (kind === 'five-card-trick') return t('pontoon.kind.five-card-trick');
  if (kind === 'bust') return t('pontoon.kind.bust', { total });
  return totalText(total, soft, settled);
}

/**
 * The felt, on the blackjack table's pieces: the banker above with both cards face down until the round settles,
 * the player's hand below. Until the cards have arrived the totals and results stay hidden.
 */
export function PontoonTable({ view }: { view: PontoonView | undefined }) {
  const { t } = useI18n();
  const { revealed } = useGame();
  const { amount } = useMoney();
  if (!view) {
    return (
      <div className={styles.felt}>
        <p className={styles.arc}>{t('pontoon.arc')}</p>
      </div>
    );
  }
  const settled = view.phase === 'settled' && revealed;
  const { player, banker } = view;
  const playerLabel = handLabel(player.kind, player.total, player.soft, settled, t);
  const bankerLabel =
    'cards' in banker && settled ? handLabel(banker.kind, banker.total, banker.soft, true, t) : undefined;
  const result = settled ? view.result : undefined;
  const bought = cardsBought(view);
  return (
    <div className={styles.felt}>
      <section
        className={styles.dealer}
        aria-label={
          'cards' in banker
            ? `${t('pontoon.banker')}: ${handName(banker.cards, t)}`
            : `${t('pontoon.banker')}: ${t('pontoon.faceDown', { count: banker.face_down })}`
        }
      >
        <h2 className={styles.seat}>{t('pontoon.banker')}</h2>
        <Cards cards={bankerSlots(view)} firstDealIndex={1} />
        <span className={[styles.total, !bankerLabel && own.hidden].filter(Boolean).join(' ')}>
          {bankerLabel ?? '?'}
        </span>
      </section>
      <p className={styles.arc} aria-hidden="true">
        {t('pontoon.arc')}
      </p>
      <section
        className={[styles.hand, result === 'win' && styles.win, result === 'lose' && styles.lose]
          .filter(Boolean)
          .join(' ')}
        aria-label={`${t('pontoon.you')}: ${handName(player.cards, t)}. ${t('pontoon.total', { total: playerLabel })}`}
      >
        <Cards cards={player.cards} firstDealIndex={0} />
        <div className={styles.badges}>
          <span className={styles.total}>{revealed || view.phase !== 'settled' ? playerLabel : '…'}</span>
          <span className={styles.stake}>
            {amount(player.stake)}
            {bought > 0 && ` · ${t('pontoon.bought', { count: bought })}`}
          </span>
          {result && (
            <span className={styles.result}>
              {t(`pontoon.result.${result}`)}
              {view.returned !== undefined && view.returned > 0 && ` · ${amount(view.returned)}`}
            </span>
          )}
        </div>
      </section>
      <p className="visually-hidden" aria-live="polite">
        {revealed && view.phase === 'player-turn' ? t('pontoon.status', { total: playerLabel }) : ''}
        {settled && bankerLabel ? t('pontoon.settledStatus', { banker: bankerLabel, total: playerLabel }) : ''}
      </p>
    </div>
  );
}
