/**
 * A table's bet slip as the chips the player laid, in order: undo takes back the last chip, and the bets the server
 * receives are the chips summed per position. Pure, so the rules a wallet depends on are unit-tested.
 */
export type Placement<Bet> = { readonly key: string; readonly bet: Bet; readonly amount: number };
export type SlipEntry<Bet> = { readonly key: string; readonly bet: Bet; readonly stake: number };

/** The server takes at most 200 bets in one round (docs/studio-tables.md). */
export const MAX_SLIP_BETS = 200;

export function slipEntries<Bet>(placements: readonly Placement<Bet>[]): SlipEntry<Bet>[] {
  const byKey = new Map<string, SlipEntry<Bet>>();
  for (const { key, bet, amount } of placements) {
    const entry = byKey.get(key);
    byKey.set(key, { key, bet: entry?.bet ?? bet, stake: (entry?.stake ?? 0) + amount });
  }
  return [...byKey.values()];
}

export const slipTotal = (placements: readonly Placement<unknown>[]) =>
  placements.reduce((total, placement) => total + placement.amount, 0);

export const stakeOn = (placements: readonly Placement<unknown>[], key: string) =>
  placements.reduce((total, placement) => (placement.key === key ? total + placement.amount : total), 0);

export type PlaceRefusal = 'max-stake' | 'too-many-bets';

/**
 * Adds a chip unless the round's stake would pass the table maximum or the slip would hold more positions than the
 * server accepts: refusing here keeps the player from building a slip the server must refuse.
 */
export function placeChip<Bet>(
  placements: readonly Placement<Bet>[],
  placement: Placement<Bet>,
  maxStake: number,
): { placements: Placement<Bet>[]; refused?: PlaceRefusal } {
  if (slipTotal(placements) + placement.amount > maxStake) return { placements: [...placements], refused: 'max-stake' };
  const keys = new Set(placements.map((placed) => placed.key));
  if (!keys.has(placement.key) && keys.size >= MAX_SLIP_BETS) {
    return { placements: [...placements], refused: 'too-many-bets' };
  }
  return { placements: [...placements, placement] };
}

/** The choice of a multi-bet table: one bet per position, each with its summed stake. */
export function buildSlipChoice<Bet extends object>(placements: readonly Placement<Bet>[]) {
  return { bets: slipEntries(placements).map(({ bet, stake }) => ({ ...bet, stake })) };
}

/**
 * Chip values from the table minimum upward in 1–5 steps (0.10, 0.50, 1, 5 … for a 0.10 minimum), never above the
 * maximum, so every chip is a stake the table takes on its own.
 */
export function chipValues(minStake: number, maxStake: number, count = 6): number[] {
  const values = [minStake];
  for (let power = 1; values.length < count; power *= 10) {
    if (power > maxStake) break;
    for (const step of [1, 5]) {
      const value = step * power;
      if (value > minStake && value <= maxStake && values.length < count) values.push(value);
    }
  }
  return values;
}
