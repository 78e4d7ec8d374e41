import type { LiveBet } from '@casino/contracts';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useMoney } from '../../chrome/use-money';
import { Stat, Stats } from '../../../games/shared/stat';
import type { OutcomeOf } from '../live-outcome';
import { seatResult, seatReturns } from './casino-holdem-returns';
import styles from './live-tables.module.css';

type SeatResultProps = {
  readonly outcome: OutcomeOf<'casino-holdem'>;
  /** The seat's settled bet. */
  readonly bet: LiveBet;
};

/** The seat's own round: its fold or showdown, what the ante and the call returned (stakes included), and the total. */
export function CasinoHoldemResult({ outcome, bet }: SeatResultProps) {
  const { t } = useI18n();
  const { amount } = useMoney();
  const returns = seatReturns(outcome, bet);
  return (
    <section className={styles.seatResult} aria-label={t('casinoHoldem.live.yourResult')}>
      <h2 className={styles.seatResultTitle}>{t('casinoHoldem.live.yourResult')}</h2>
      <p className={styles.arc}>{t(`casinoHoldem.result.${seatResult(outcome, bet)}`)}</p>
      <Stats>
        {returns && <Stat label={t('casinoHoldem.bet.ante')} value={amount(returns.ante)} />}
        {returns?.call !== undefined && <Stat label={t('casinoHoldem.bet.call')} value={amount(returns.call)} />}
        <Stat label={t('casinoHoldem.live.totalReturn')} value={amount(bet.win ?? returns?.total ?? 0)} />
      </Stats>
    </section>
  );
}
