import type { Exact } from '../exact';

/**
 * The win credited for a stake, in integer minor units: stake × multiplier, rounded DOWN to the minor unit. Rounding
 * down means the house never pays a fraction of a cent the maths did not earn; the player's loss from it is under
 * one minor unit per bet, and the exact RTPs in docs/game-maths.md are before this rounding.
 */
export function winInMinorUnits(stakeMinorUnits: bigint, multiplier: Exact): bigint {
  if (stakeMinorUnits < 0n) throw new RangeError('a stake is never negative');
  // BigInt division truncates, which is rounding down for the non-negative amounts here.
  return (stakeMinorUnits * multiplier.n) / multiplier.d;
}
