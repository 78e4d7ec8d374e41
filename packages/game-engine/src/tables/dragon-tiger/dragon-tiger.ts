import type { Exact } from '../../exact';
import { exact } from '../../exact';
import type { Randomness } from '../../randomness';
import type { Card } from '../shared/cards';
import { shuffledShoe } from '../shared/cards';
import { forEachRankDraw } from '../shared/rank-draws';
import { assertStake, fractionOfStake, winReturn } from '../shared/stake';

export const DRAGON_TIGER_BET_TYPES = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerBetType = (typeof DRAGON_TIGER_BET_TYPES)[number];
export type DragonTigerBet = { readonly type: DragonTigerBetType; readonly stake: number };

export type DragonTigerRules = {
  readonly decks: number;
  readonly payouts: Readonly<Record<DragonTigerBetType, number>>;
  /** On a tie, Dragon and Tiger bets get half their stake back (rounded down) instead of losing it all. */
  readonly halfBackOnTie: boolean;
};

export const DRAGON_TIGER: DragonTigerRules = {
  decks: 8,
  payouts: { dragon: 1, tiger: 1, tie: 8 },
  halfBackOnTie: true,
};

/** One card each; aces are low, kings high, suits do not count. */
type Result = 'dragon' | 'tiger' | 'tie';
const resultOf = (dragonRank: number, tigerRank: number): Result =>
  dragonRank > tigerRank ? 'dragon' : dragonRank < tigerRank ? 'tiger' : 'tie';

function assertBet(bet: DragonTigerBet): void {
  if (!(DRAGON_TIGER_BET_TYPES as readonly string[]).includes(bet.type)) {
    throw new RangeError(`${String(bet.type)} is not a dragon tiger bet`);
  }
  assertStake(bet.stake);
}

function settle(rules: DragonTigerRules, bet: DragonTigerBet, result: Result): number {
  if (result === bet.type) return winReturn(bet.stake, rules.payouts[bet.type]);
  if (result === 'tie' && rules.halfBackOnTie) return fractionOfStake(bet.stake, 1, 2);
  return 0;
}

export type DragonTigerOutcome = {
  readonly dragon: Card;
  readonly tiger: Card;
  readonly result: Result;
  readonly returns: readonly number[];
};

export function playDragonTiger(
  rules: DragonTigerRules,
  bets: readonly DragonTigerBet[],
  randomness: Randomness,
): DragonTigerOutcome {
  bets.forEach(assertBet);
  const shoe = shuffledShoe(rules.decks, randomness);
  const [dragon, tiger] = [shoe.deal(), shoe.deal()];
  const result = resultOf(dragon.rank, tiger.rank);
  return { dragon, tiger, result, returns: bets.map((bet) => settle(rules, bet, result)) };
}

/** Expected return per unit staked, over every ordered pair of ranks drawn without replacement. */
export function dragonTigerExactRtp(rules: DragonTigerRules, bet: DragonTigerBet): Exact {
  assertBet(bet);
  let returned = 0n;
  const denominator = forEachRankDraw(rules.decks, 2, ([dragon, tiger], ways) => {
    returned += ways * BigInt(settle(rules, bet, resultOf(dragon!, tiger!)));
  });
  return exact(returned, denominator * BigInt(bet.stake));
}
