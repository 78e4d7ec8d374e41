import type { Randomness } from '../randomness';

/** C(n, k) as an exact whole number; 0 outside 0 ≤ k ≤ n. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * BigInt(n - Math.min(k, n - k) + i)) / BigInt(i);
  return result;
}

/**
 * `count` distinct values from 0…size−1, in draw order: the first `count` steps of a Fisher–Yates shuffle, one
 * nextInt per value, so a verifier replays it with the same number of draws.
 */
export function drawWithoutReplacement(randomness: Randomness, size: number, count: number): number[] {
  const pool = Array.from({ length: size }, (_, index) => index);
  for (let i = 0; i < count; i += 1) {
    const j = i + randomness.nextInt(size - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
