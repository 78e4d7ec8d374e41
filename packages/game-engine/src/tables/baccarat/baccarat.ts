import type { Exact } from '../../exact';
import { exact, mul, sum } from '../../exact';
import type { Randomness } from '../../randomness';
import type { Card } from '../shared/cards';
import { shuffledShoe } from '../shared/cards';
import { assertStake, winReturn } from '../shared/stake';
import type { Winner } from './drawing-rules';
import { bankerDraws, handTotal, isNatural, playerDraws, pointValue, winnerOf } from './drawing-rules';
import type { WinnerCounts } from './exact-outcomes';
import { countWinners } from './exact-outcomes';

export const BACCARAT_BET_TYPES = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;
export type BaccaratBetType = (typeof BACCARAT_BET_TYPES)[number];
export type BaccaratBet = { readonly type: BaccaratBetType; readonly stake: number };

export type BaccaratRules = {
  /** Every round is dealt from a freshly shuffled shoe of this many decks. */
  readonly decks: number;
  /** Winnings per unit staked. The banker's 0.95 is even money less the 5% commission. */
  readonly payouts: Readonly<Record<BaccaratBetType, number>>;
  /**
   * No-commission tables: what a banker bet wins per unit when the banker wins on a total of 6 (0.5: half), instead
   * of its usual payout. Undefined: a 6 pays like any banker win.
   */
  readonly bankerSixPays?: number;
};

export const PUNTO_BANCO: BaccaratRules = {
  decks: 8,
  payouts: { player: 1, banker: 0.95, tie: 8, 'player-pair': 11, 'banker-pair': 11 },
};

/** No commission: a banker bet wins even money, but only half on a banker win with 6. */
export const NO_COMMISSION_BACCARAT: BaccaratRules = {
  ...PUNTO_BANCO,
  payouts: { ...PUNTO_BANCO.payouts, banker: 1 },
  bankerSixPays: 0.5,
};

type RoundResult = {
  readonly winner: Winner;
  readonly bankerTotal: number;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
};

/** A bet's return in whole minor units; the commission's fraction of a minor unit is kept by the house. */
function settle(rules: BaccaratRules, bet: BaccaratBet, result: RoundResult): number {
  const bankerSix = bet.type === 'banker' && result.bankerTotal === 6 && rules.bankerSixPays !== undefined;
  const wins = winReturn(bet.stake, bankerSix ? rules.bankerSixPays! : rules.payouts[bet.type]);
  switch (bet.type) {
    case 'player':
    case 'banker':
      // A tie returns Player and Banker stakes (a push).
      if (result.winner === 'tie') return bet.stake;
      return result.winner === bet.type ? wins : 0;
    case 'tie':
      return result.winner === 'tie' ? wins : 0;
    case 'player-pair':
      return result.playerPair ? wins : 0;
    case 'banker-pair':
      return result.bankerPair ? wins : 0;
  }
}

function assertBet(bet: BaccaratBet): void {
  if (!(BACCARAT_BET_TYPES as readonly string[]).includes(bet.type)) {
    throw new RangeError(`${String(bet.type)} is not a baccarat bet`);
  }
  assertStake(bet.stake);
}

export type BaccaratOutcome = RoundResult & {
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: number;
  readonly returns: readonly number[];
};

/** Deals one round (player, banker, player, banker, then any third cards) from a freshly shuffled shoe. */
export function playBaccarat(
  rules: BaccaratRules,
  bets: readonly BaccaratBet[],
  randomness: Randomness,
): BaccaratOutcome {
  bets.forEach(assertBet);
  const shoe = shuffledShoe(rules.decks, randomness);
  const [p1, b1, p2, b2] = [shoe.deal(), shoe.deal(), shoe.deal(), shoe.deal()];
  const player = [p1, p2];
  const banker = [b1, b2];
  const total = (cards: Card[]) => handTotal(cards.map(pointValue));
  if (!isNatural(total(player)) && !isNatural(total(banker))) {
    let playerThird: number | undefined;
    if (playerDraws(total(player))) {
      const card = shoe.deal();
      player.push(card);
      playerThird = pointValue(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(shoe.deal());
  }
  const [playerTotal, bankerTotal] = [total(player), total(banker)];
  const result: RoundResult = {
    winner: winnerOf(playerTotal, bankerTotal),
    bankerTotal,
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
  };
  const returns = bets.map((bet) => settle(rules, bet, result));
  return { ...result, player, banker, playerTotal, bankerTotal, returns };
}

const winnerCountsByDecks = new Map<number, WinnerCounts>();
const winnerCounts = (decks: number) => {
  const cached = winnerCountsByDecks.get(decks) ?? countWinners(decks);
  winnerCountsByDecks.set(decks, cached);
  return cached;
};

/**
 * Expected return per unit staked. Player, Banker and Tie use the exact counts of `countWinners`. A pair needs
 * the hand's first two cards to share a rank: whatever the first card, (4·decks − 1) of the (52·decks − 1) cards
 * left match it (the other hand's cards are exchangeable, so they do not change this).
 */
export function baccaratExactRtp(rules: BaccaratRules, bet: BaccaratBet): Exact {
  assertBet(bet);
  const perStake = (result: RoundResult) => exact(settle(rules, bet, result), bet.stake);
  const noPairs = { playerPair: false, bankerPair: false };
  if (bet.type === 'player-pair' || bet.type === 'banker-pair') {
    const pair = exact(4 * rules.decks - 1, 52 * rules.decks - 1);
    return mul(pair, perStake({ winner: 'tie', bankerTotal: 0, ...noPairs, playerPair: true, bankerPair: true }));
  }
  const counts = winnerCounts(rules.decks);
  // The banker's wins on 6 apart from its other wins (a total of 7 stands for "not 6"): a no-commission table
  // pays them differently.
  const cases: { result: RoundResult; count: bigint }[] = [
    { result: { winner: 'player', bankerTotal: 0, ...noPairs }, count: counts.player },
    { result: { winner: 'tie', bankerTotal: 0, ...noPairs }, count: counts.tie },
    { result: { winner: 'banker', bankerTotal: 6, ...noPairs }, count: counts.bankerSix },
    { result: { winner: 'banker', bankerTotal: 7, ...noPairs }, count: counts.banker - counts.bankerSix },
  ];
  return sum(
    cases.map(({ result, count }) => {
      const returned = perStake(result);
      return exact(count * returned.n, counts.total * returned.d);
    }),
  );
}
