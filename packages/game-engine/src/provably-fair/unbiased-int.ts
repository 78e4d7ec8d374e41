import type { Randomness } from '../randomness';

const TWO_POW_32 = 2 ** 32;

/**
 * Whole numbers in [0, max) from uniform uint32 words, without modulo bias: a word at or above the largest multiple
 * of `max` that fits below 2^32 is thrown away and the next word is read, since taking it modulo `max` would favour
 * the low results. `max` may be at most 2^32 (one word); no game here needs more, so larger values are refused
 * rather than silently biased.
 */
export function unbiasedInts(nextWord: () => number): Randomness {
  return {
    nextInt(max) {
      if (!Number.isInteger(max) || max < 1 || max > TWO_POW_32) {
        throw new RangeError(`nextInt takes a whole max between 1 and 2^32, not ${max}`);
      }
      // Division and floor instead of `%`: words above 2^31 are not small integers to V8, so `%` on them is a slow
      // floating-point remainder, and a slot spin draws millions of these. Both are exact below 2^53: a quotient
      // word / max falls at least 2^-32 (relatively) short of the next whole number, far above double rounding.
      const limit = Math.floor(TWO_POW_32 / max) * max;
      for (;;) {
        const word = nextWord();
        if (word < limit) return word - Math.floor(word / max) * max;
      }
    },
  };
}
