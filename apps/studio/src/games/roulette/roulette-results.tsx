import { useMoney } from '../../features/chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { RouletteBet, RouletteView } from './roulette-bets';
import { betName } from './roulette-labels';
import styles from './roulette.module.css';

/** Every bet of the spin with what it returned, winners first: the board shows it, this list says it. */
export function RouletteResults({ view }: { view: RouletteView }) {
  const { t } = useI18n();
  const { amount } = useMoney();
  const bets = [...view.bets].sort((a, b) => b.returned - a.returned);
  return (
    <div className={styles.results}>
      <h2 className={styles.legend}>{t('roulette.landedOn', { pocket: view.label })}</h2>
      <ul className={styles.resultList}>
        {bets.map((bet, index) => (
          <li key={index} className={bet.returned > 0 ? styles.won : undefined}>
            <span>{betName(bet as unknown as RouletteBet, t)}</span>
            <span>
              {amount(bet.stake)} → {amount(bet.returned)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
