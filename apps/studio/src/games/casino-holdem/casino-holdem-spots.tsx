import { useI18n } from '../../lib/i18n/i18n-context';
import { BetSpot } from '../shared-table/bet-spot';
import { ANTE_PAYTABLE, chipOnAnte, SPOTS, type PaytableRow, type SpotType } from './casino-holdem-bets';
import styles from './casino-holdem.module.css';

const SPOT_STYLES: Readonly<Record<SpotType, string | undefined>> = {
  ante: styles.anteSpot,
  call: styles.callSpot,
};

type SpotsProps = {
  /** What lies on each spot; the call's is staked by the decision, never laid from the tray. */
  readonly stakeOf: (spot: SpotType) => number;
  /** What each spot returned once the round is settled and shown. */
  readonly returns: ReadonlyMap<SpotType, number> | undefined;
  /** The ante's paytable, for what the ante pays at best. */
  readonly paytable: readonly PaytableRow[] | undefined;
  readonly chips: readonly number[];
  readonly chip: number;
  /** Chips may be laid now. */
  readonly open: boolean;
  readonly onPlace: (placement: ReturnType<typeof chipOnAnte>) => void;
};

/** The ante and the call, side by side as the felt lays them out. */
export function CasinoHoldemSpots({ stakeOf, returns, paytable, chips, chip, open, onPlace }: SpotsProps) {
  const { t } = useI18n();
  const best = Math.max(...(paytable ?? ANTE_PAYTABLE).map((row) => row.pays));
  const pays = (spot: SpotType) =>
    spot === 'ante' ? t('casinoHoldem.upTo', { pays: best }) : t('tables.toOne', { pays: 1 });
  return (
    <div className={styles.spots}>
      {SPOTS.map((spot) => (
        <BetSpot
          key={spot}
          name={t(`casinoHoldem.bet.${spot}`)}
          pays={pays(spot)}
          stake={stakeOf(spot)}
          returned={returns?.get(spot)}
          chips={chips}
          winning={(returns?.get(spot) ?? 0) > 0}
          disabled={spot === 'call' || !open}
          onPlace={() => {
            if (spot === 'ante') onPlace(chipOnAnte(chip));
          }}
          className={SPOT_STYLES[spot]}
        />
      ))}
    </div>
  );
}
