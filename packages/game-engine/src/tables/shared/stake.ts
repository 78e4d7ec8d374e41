/**
 * Stakes and returns are whole minor units (cents, satoshis). A return that is not a whole number of minor units —
 * half a stake back under la partage, a 5% commission — is rounded DOWN: the house never pays a fraction it cannot
 * transfer, and rounding one way only keeps the rule auditable. `exactRtp` settles through the same functions, so a
 * stake whose return is rounded shows that rounding in its exact return.
 */
export function assertStake(stake: number): void {
  if (!Number.isSafeInteger(stake) || stake <= 0) {
    throw new RangeError(`a stake is a positive whole number of minor units, got ${stake}`);
  }
}

/** `stake × numerator / denominator`, rounded down, in BigInt so large stakes cannot lose precision. */
export function fractionOfStake(stake: number, numerator: number, denominator: number): number {
  return Number((BigInt(stake) * BigInt(numerator)) / BigInt(denominator));
}

/**
 * What a winning bet paying `toOne`:1 returns: the stake back plus the winnings, rounded down. Payouts are quoted to
 * hundredths ("0.95 to 1" is a 5% commission), so the winnings are computed exactly in hundredths, never in floating
 * point.
 */
export function winReturn(stake: number, toOne: number): number {
  return stake + fractionOfStake(stake, payoutInHundredths(toOne), 100);
}

export function payoutInHundredths(toOne: number): number {
  const hundredths = Math.round(toOne * 100);
  if (hundredths < 0 || Math.abs(hundredths - toOne * 100) > 1e-6) {
    throw new RangeError(`a payout is a non-negative amount to one quoted to hundredths, got ${toOne}`);
  }
  return hundredths;
}
