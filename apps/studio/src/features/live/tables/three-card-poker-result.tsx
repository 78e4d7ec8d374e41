import type { LiveBet } from '@casino/contracts';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useMoney } from '../../chrome/use-money';
import { Stat, Stats } from '../../../games/shared/stat';
import type { OutcomeOf } from '../live-outcome';
import { seatResult, seatReturns } from './three-card-poker-returns';
import styles from './live-tables.module.css';

type SeatResultProps = {
  readonly outcome: OutcomeOf<'three-card-poker'>;
  /** The seat's settled bet. */
  readonly bet: LiveBet;
};

/**
 * The seat's own round: its fold or showdown, and what each bet returned (stake included) as the single-player table
 * lists them, with the total the table paid.
 */
export function ThreeCardPokerResult({ outcome, bet }: SeatResultProps) {
  const { t } = useI18n();
  const { amount } = useMoney();
  const returns = seatReturns(outcome, bet);
  return (
    <section className={styles.seatResult} aria-label={t('threeCardPoker.live.yourResult')}>
      <h2 className={styles.seatResultTitle}>{t('threeCardPoker.live.yourResult')}</h2>
      <p className={styles.arc}>{t(`threeCardPoker.result.${seatResult(outcome, bet)}`)}</p>
      <Stats>
        {returns && (
          <>
            <Stat label={t('threeCardPoker.bet.ante')} value={amount(returns.ante)} />
            {returns.play !== undefined && (
              <>
                <Stat label={t('threeCardPoker.bet.play')} value={amount(returns.play)} />
                <Stat label={t('threeCardPoker.anteBonus')} value={amount(returns.anteBonus)} />
              </>
            )}
            {returns.pairPlus !== undefined && (
              <Stat label={t('threeCardPoker.bet.pair-plus')} value={amount(returns.pairPlus)} />
            )}
          </>
        )}
        <Stat label={t('threeCardPoker.live.totalReturn')} value={amount(bet.win ?? returns?.total ?? 0)} />
      </Stats>
    </section>
  );
}
