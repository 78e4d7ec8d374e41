export type StakeBounds = { readonly min: number; readonly max: number; readonly balance: number };

/** Any stake pulled back inside the session's bounds. */
export function clampStake(stake: number, { min, max }: StakeBounds): number {
  if (!Number.isFinite(stake)) return min;
  return Math.min(max, Math.max(min, Math.round(stake)));
}

export const halfStake = (stake: number, bounds: StakeBounds) => clampStake(Math.floor(stake / 2), bounds);

export const doubleStake = (stake: number, bounds: StakeBounds) => clampStake(stake * 2, bounds);

/**
 * "Max" is the most the player can actually stake: the session's maximum, or the whole balance when that is less
 * (never below the minimum, so the button never offers a stake the server must refuse for its size).
 */
export const maxStake = (bounds: StakeBounds) => clampStake(Math.min(bounds.max, bounds.balance), bounds);

/** Why a stake cannot be placed, before asking the server. */
export function stakeProblem(stake: number | undefined, bounds: StakeBounds): 'invalid' | 'range' | undefined {
  if (stake === undefined || !Number.isSafeInteger(stake)) return 'invalid';
  if (stake < bounds.min || stake > bounds.max) return 'range';
  return undefined;
}
