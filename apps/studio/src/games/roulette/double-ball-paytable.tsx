import { useI18n } from '../../lib/i18n/i18n-context';
import { Paytable } from '../shared/paytable';
import { doubleBallReturns } from './double-ball';
import { PAYTABLE_BETS, paytableBetName } from './roulette-labels';
import styles from './double-ball-paytable.module.css';

/** What each bet returns, stake included, for one ball in its numbers and for both: "18×" and "36×" a straight. */
export function DoubleBallPaytable() {
  const { t, locale } = useI18n();
  const times = (multiple: number) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(multiple)}×`;
  return (
    <div className={styles.paytable}>
      <Paytable
        headings={[t('roulette.bet'), t('doubleBall.oneBall'), t('doubleBall.bothBalls')]}
        rows={PAYTABLE_BETS.map((type) => {
          const { oneBall, bothBalls } = doubleBallReturns(type);
          return [paytableBetName(type, t), times(oneBall), times(bothBalls)];
        })}
      />
      <p>{t('doubleBall.paytableNote')}</p>
    </div>
  );
}
