import type { Randomness } from '../randomness';

/** Randomness that returns the given values in order, for tests that need a particular outcome. */
export function scriptedRandomness(values: number[]): Randomness {
  const queue = [...values];
  return {
    nextInt(max) {
      const value = queue.shift();
      if (value === undefined || value >= max) throw new Error(`no scripted value below ${max}`);
      return value;
    },
  };
}
