import { useI18n } from '../../lib/i18n/i18n-context';
import { BetSpot } from '../shared-table/bet-spot';
import { chipOnSpot, SPOTS, spotPays, type SpotType } from './three-card-poker-bets';
import styles from './three-card-poker.module.css';

const SPOT_STYLES: Readonly<Record<SpotType, string | undefined>> = {
  'pair-plus': styles.pairPlusSpot,
  ante: styles.anteSpot,
  play: styles.playSpot,
};

type SpotsProps = {
  /** What lies on each spot; the play spot's is the ante matched, once the player plays. */
  readonly stakeOf: (spot: SpotType) => number;
  /** What each spot returned once the round is settled and shown. */
  readonly returns: ReadonlyMap<SpotType, number> | undefined;
  readonly chips: readonly number[];
  readonly chip: number;
  /** Chips may be laid now (the play spot never takes one from the tray). */
  readonly open: boolean;
  readonly onPlace: (placement: ReturnType<typeof chipOnSpot>) => void;
};

/** Pair Plus, Ante and Play, as the single-player and the live tables lay them out. */
export function ThreeCardPokerSpots({ stakeOf, returns, chips, chip, open, onPlace }: SpotsProps) {
  const { t } = useI18n();
  return (
    <div className={styles.spots}>
      {SPOTS.map((spot) => (
        <BetSpot
          key={spot}
          name={t(`threeCardPoker.bet.${spot}`)}
          pays={spotPays(spot, t)}
          stake={stakeOf(spot)}
          returned={returns?.get(spot)}
          chips={chips}
          winning={(returns?.get(spot) ?? 0) > 0}
          disabled={spot === 'play' || !open}
          onPlace={() => {
            if (spot !== 'play') onPlace(chipOnSpot(spot, chip));
          }}
          className={SPOT_STYLES[spot]}
        />
      ))}
    </div>
  );
}
