import type { WagerContributions } from './bonuses.schema';

/**
 * The arithmetic of bonus money (docs/bonuses.md "Rounding"). Every amount is integer minor units; every division
 * rounds down, and each rule says who keeps the remainder.
 */

/** Stakes take real money first, then bonus money. */
export function splitStake(stakeCents: number, cashCents: number): { cash: number; bonus: number } {
  const cash = Math.min(stakeCents, Math.max(0, cashCents));
  return { cash, bonus: stakeCents - cash };
}

/**
 * The part of a win that was won with bonus money: the win in proportion of the round's bonus stakes to all its
 * stakes, rounded down. The remainder (under one minor unit) goes to real money.
 */
export function bonusShareOfWin(winCents: number, bonusBetCents: number, totalBetCents: number): number {
  if (winCents <= 0 || bonusBetCents <= 0 || totalBetCents <= 0) return 0;
  const share = (BigInt(winCents) * BigInt(Math.min(bonusBetCents, totalBetCents))) / BigInt(totalBetCents);
  return Number(share);
}

/** A deposit match: the percentage of the deposit, rounded down, never above the campaign's cap. */
export function depositMatchCents(depositCents: number, percent: number, capCents: number): number {
  const matched = Number((BigInt(depositCents) * BigInt(percent)) / 100n);
  return Math.min(matched, capCents);
}

/** What must be staked before bonus money becomes real: the bonus amount times the campaign's multiplier. */
export const wagerRequirementCents = (amountCents: number, multiplier: number) => amountCents * multiplier;

/** Which contribution a game's lobby categories give: live before table before pokies; anything else is `other`. */
export function contributionPercent(categories: readonly string[], contributions: WagerContributions): number {
  if (categories.includes('live')) return contributions.live;
  if (categories.includes('table')) return contributions.table;
  if (categories.includes('pokies')) return contributions.pokies;
  return contributions.other;
}

/** How much of a settled stake counts toward wagering: the category's percentage of it, rounded down. */
export const wagerContributionCents = (stakeCents: number, percent: number) =>
  Number((BigInt(stakeCents) * BigInt(percent)) / 100n);

/**
 * What a bonus in `handle_bets` becomes after a settled round: `wager_done` once the wagered sum reaches the
 * requirement (even if its balance is zero then: nothing to convert, but the terms were met), `lost` when its
 * balance is zero with no round of it still open, else it keeps wagering.
 */
export function stageAfterSettlement(bonus: {
  wageredCents: number;
  requirementCents: number;
  balanceCents: number;
  openRounds: number;
}): 'wager_done' | 'lost' | 'handle_bets' {
  if (bonus.wageredCents >= bonus.requirementCents) return 'wager_done';
  if (bonus.balanceCents === 0 && bonus.openRounds === 0) return 'lost';
  return 'handle_bets';
}
