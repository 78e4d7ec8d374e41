import type { Exact, Randomness } from '@casino/game-engine';
import { winInMinorUnits } from '@casino/game-engine';
import { IllegalPlay } from './family';

/** A multiplier for display: a decimal string truncated (never rounded up) to 4 decimals, "1.9800". */
export function multiplierText(multiplier: Exact): string {
  const tenThousandths = (multiplier.n * 10_000n) / multiplier.d;
  const whole = tenThousandths / 10_000n;
  const fraction = (tenThousandths % 10_000n).toString().padStart(4, '0');
  return `${whole}.${fraction}`;
}

/** The win of a stake at a multiplier, rounded down to the minor unit (docs/game-maths.md). */
export const winOf = (stake: number, multiplier: Exact): number => Number(winInMinorUnits(BigInt(stake), multiplier));

/** Runs an engine call, turning its RangeError (an illegal choice) into the studio's IllegalPlay on `field`. */
export function engineRule<T>(field: string, play: () => T): T {
  try {
    return play();
  } catch (error) {
    if (error instanceof RangeError) throw new IllegalPlay(field, error.message);
    throw error;
  }
}

/** Single-step families take no actions: a round is finished the moment it opens. */
export function noActions(actions: readonly unknown[]): void {
  if (actions.length > 0) throw new IllegalPlay('action', 'This game takes no actions: the round is finished');
}

/** Records every draw of a round, so a family can show what the engine drew (a card's suit) without redrawing it. */
export function recordingRandomness(randomness: Randomness): Randomness & { draws: number[] } {
  const draws: number[] = [];
  return {
    draws,
    nextInt(max) {
      const value = randomness.nextInt(max);
      draws.push(value);
      return value;
    },
  };
}
