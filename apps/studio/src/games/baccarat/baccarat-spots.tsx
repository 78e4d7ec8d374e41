import { useI18n } from '../../lib/i18n/i18n-context';
import { stakeOn } from '../shared-table/bet-slip';
import { BetSpot } from '../shared-table/bet-spot';
import type { BetSlip } from '../shared-table/use-bet-slip';
import { chipOnSpot, offeredBets, paysToOne, type BaccaratBet, type BaccaratParams } from './baccarat-bets';
import styles from './baccarat.module.css';

type BaccaratSpotsProps = {
  readonly params: BaccaratParams;
  /** The slip's chips and how to add one: a single-player round's slip or a live table's. */
  readonly slip: Pick<BetSlip<BaccaratBet>, 'placements' | 'chips' | 'chip' | 'place'>;
  readonly returns: ReadonlyMap<string, number> | undefined;
  readonly winner: string | undefined;
  readonly interactive: boolean;
};

/** The betting spots on the felt; each tap lays the chosen chip, and each spot says what it holds and pays. */
export function BaccaratSpots({ params, slip, returns, winner, interactive }: BaccaratSpotsProps) {
  const { t } = useI18n();
  return (
    <div className={styles.spots}>
      {offeredBets(params).map((type) => {
        const stake = stakeOn(slip.placements, type);
        const name = t(`baccarat.bet.${type}`);
        const pays = t('tables.toOne', { pays: paysToOne(type, params) });
        return (
          <BetSpot
            key={type}
            className={styles[type]}
            name={name}
            pays={pays}
            stake={stake}
            returned={returns?.get(type)}
            chips={slip.chips}
            winning={winner === type}
            disabled={!interactive}
            onPlace={() => slip.place(chipOnSpot(type, slip.chip))}
          />
        );
      })}
    </div>
  );
}
