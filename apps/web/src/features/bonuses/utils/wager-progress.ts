import type { PlayerBonus } from '@casino/contracts';

/**
 * How much of the wagering is done, 0 … 1. A bonus without a requirement (wager × 0) counts as done; overshoot (the
 * last bet usually passes the line) is shown as full.
 */
export function wagerShare(bonus: Pick<PlayerBonus, 'amount_wager_cents' | 'amount_wager_requirement_cents'>): number {
  if (bonus.amount_wager_requirement_cents <= 0) return 1;
  return Math.min(1, Math.max(0, bonus.amount_wager_cents / bonus.amount_wager_requirement_cents));
}

/** Whole percent for the bar and its `aria-valuenow`, rounded down so 99.6 % never reads as done. */
export function wagerPercent(share: number): number {
  return Math.floor(share * 100);
}
