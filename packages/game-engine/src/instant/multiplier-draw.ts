import { exact, type Exact } from '../exact';
import type { Randomness } from '../randomness';

const TWO_POW_32 = 2n ** 32n;
/** The highest multiplier shown; targets above it are refused, so it never changes an RTP. */
export const MAX_MULTIPLIER_HUNDREDTHS = 100_000_000;
export const MIN_TARGET_HUNDREDTHS = 101;

/**
 * The multiplier of Limbo and the crash point of Crash, in hundredths: with m uniform in 1…2^32,
 * floor(RTP × 2^32 / m × 100) / 100, at least 1.00 and at most 1,000,000.00. P(result ≥ x) is RTP / x (to within
 * 2^-32), so a bet that pays x when the result reaches x returns the RTP whatever x is.
 */
export function drawMultiplierHundredths(randomness: Randomness, rtpBasisPoints: number): number {
  const m = TWO_POW_32 - BigInt(randomness.nextInt(2 ** 32));
  const hundredths = (BigInt(rtpBasisPoints) * TWO_POW_32) / (100n * m);
  return Math.min(MAX_MULTIPLIER_HUNDREDTHS, Math.max(100, Number(hundredths)));
}

export function checkTarget(targetHundredths: number): void {
  if (
    !Number.isInteger(targetHundredths) ||
    targetHundredths < MIN_TARGET_HUNDREDTHS ||
    targetHundredths > MAX_MULTIPLIER_HUNDREDTHS
  ) {
    throw new RangeError('the target multiplier must be between 1.01 and 1,000,000.00');
  }
}

/**
 * P(result ≥ target), exactly: floor(x) ≥ t ⇔ x ≥ t for whole t, so it counts the m ≤ RTP × 2^32 × 100 / (100 × t),
 * i.e. floor(basis points × 2^32 / (100 t)) of the 2^32 equally likely values.
 */
export function reachProbability(rtpBasisPoints: number, targetHundredths: number): Exact {
  checkTarget(targetHundredths);
  const reaching = (BigInt(rtpBasisPoints) * TWO_POW_32) / (100n * BigInt(targetHundredths));
  return exact(reaching < TWO_POW_32 ? reaching : TWO_POW_32, TWO_POW_32);
}

/** The RTP of "pay the target when the result reaches it": the target × the chance of reaching it. */
export function targetBetRtp(rtpBasisPoints: number, targetHundredths: number): Exact {
  const p = reachProbability(rtpBasisPoints, targetHundredths);
  return exact(p.n * BigInt(targetHundredths), p.d * 100n);
}
