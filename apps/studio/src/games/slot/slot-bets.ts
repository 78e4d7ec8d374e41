/** One bet the player may pick: a coin value and the total bet it makes (coinsPerBet coins), in minor units. */
export type BetLevel = { readonly coinValue: number; readonly bet: number };

/**
 * The bet levels of a session: each coin value the server offers for the currency, times the coins a spin stakes,
 * smallest first. The server refuses any other stake, so the selector offers only these.
 */
export function betLevels(coinValues: readonly number[], coinsPerBet: number): BetLevel[] {
  return [...new Set(coinValues)]
    .sort((a, b) => a - b)
    .map((coinValue) => ({ coinValue, bet: coinValue * coinsPerBet }));
}

/**
 * The level shown first: the coin value of a round being resumed (its free spins play on that bet), else the
 * smallest level at or above the stake the other games start with, else the largest.
 */
export function initialLevelIndex(
  levels: readonly BetLevel[],
  { preferredStake, openCoinValue }: { preferredStake: number; openCoinValue?: number | undefined },
): number {
  if (levels.length === 0) return -1;
  if (openCoinValue !== undefined) {
    const open = levels.findIndex((level) => level.coinValue === openCoinValue);
    if (open >= 0) return open;
  }
  const atLeast = levels.findIndex((level) => level.bet >= preferredStake);
  return atLeast >= 0 ? atLeast : levels.length - 1;
}

/** The next level down (−1) or up (+1), held at either end. */
export function stepLevelIndex(levels: readonly BetLevel[], index: number, step: -1 | 1): number {
  return Math.min(levels.length - 1, Math.max(0, index + step));
}

/** A paid spin's request: the stake must be exactly coinsPerBet × coin value (the server checks both). */
export const buildSlotChoice = (level: BetLevel) => ({ stake: level.bet, choice: { coin_value: level.coinValue } });
