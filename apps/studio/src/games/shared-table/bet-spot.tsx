import { useMoney } from '../../features/chrome/use-money';
import { ChipStack } from './chip-stack';
import styles from './bet-spot.module.css';

type BetSpotProps = {
  readonly name: string;
  /** The payout as read out: "1 to 1". */
  readonly pays: string;
  readonly stake: number;
  readonly returned: number | undefined;
  readonly chips: readonly number[];
  readonly winning: boolean;
  readonly disabled: boolean;
  readonly onPlace: () => void;
  /** A table's own accent for this spot (baccarat's player, banker and tie colours). */
  readonly className?: string;
};

/** A betting spot on the felt: one tap lays the chosen chip; it says what it holds and what it pays. */
export function BetSpot({ name, pays, stake, returned, chips, winning, disabled, onPlace, className }: BetSpotProps) {
  const { amount } = useMoney();
  return (
    <button
      type="button"
      className={[styles.spot, winning && styles.winning, className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-label={`${name}, ${pays}${stake > 0 ? `, ${amount(stake)}` : ''}`}
      onClick={onPlace}
    >
      <span className={styles.name}>{name}</span>
      <span className={styles.pays}>{pays}</span>
      <ChipStack stake={stake} returned={returned} chips={chips} />
    </button>
  );
}
