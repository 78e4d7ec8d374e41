import { useI18n } from '../../lib/i18n/i18n-context';
import { betKey, EVEN_MONEY_TYPES, type RouletteBet } from './roulette-bets';
import { betName } from './roulette-labels';
import { StakeMark, type BoardBets } from './stake-mark';
import styles from './roulette-board.module.css';

const DOZENS = [1, 2, 3] as const;

/** The dozens and the even-money bets, under the numbers as on a real layout. */
export function RouletteOutside(bets: BoardBets) {
  const { t } = useI18n();
  const spot = (bet: RouletteBet, text: string, className?: string) => (
    <button
      key={betKey(bet)}
      type="button"
      className={[styles.outsideSpot, className].filter(Boolean).join(' ')}
      disabled={!bets.interactive}
      aria-label={betName(bet, t)}
      onClick={() => bets.onPlace(bet)}
    >
      <span>{text}</span>
      <StakeMark betKey={betKey(bet)} {...bets} />
    </button>
  );
  return (
    <div className={styles.outsideArea}>
      <div className={styles.dozens}>
        {DOZENS.map((which) => spot({ type: 'dozen', which }, t(`roulette.dozen${which}`)))}
      </div>
      <div className={styles.evenMoney}>
        {EVEN_MONEY_TYPES.map((type) =>
          type === 'red' || type === 'black'
            ? spot({ type }, '', styles[`${type}Diamond`])
            : spot({ type }, t(`roulette.${type}`)),
        )}
      </div>
    </div>
  );
}
