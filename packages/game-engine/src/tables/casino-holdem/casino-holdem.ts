import type { Randomness } from '../../randomness';
import type { Card } from '../shared/cards';
import { shuffledShoe } from '../shared/cards';
import { assertStake, winReturn } from '../shared/stake';
import type { PokerHand, PokerScore } from '../caribbean-stud/hand-rank';
import { handOf } from '../caribbean-stud/hand-rank';
import { bestHandOf } from './best-hand';

export type CasinoHoldemRules = {
  /** Winnings to one on the ante when the player calls and is not beaten by a qualifying dealer. */
  readonly antePays: Readonly<Record<PokerHand, number>>;
};

/**
 * The common Casino Hold'em ante paytable, as Wizard of Odds lists it (docs/game-maths-tables.md): a straight or
 * less pays even money. Its house edge under the best decisions is the published 2.16% of the ante.
 */
export const CASINO_HOLDEM: CasinoHoldemRules = {
  antePays: {
    'royal-flush': 100,
    'straight-flush': 20,
    'four-of-a-kind': 10,
    'full-house': 3,
    flush: 2,
    straight: 1,
    'three-of-a-kind': 1,
    'two-pair': 1,
    pair: 1,
    'high-card': 1,
  },
};

/** The call is always twice the ante. */
export const CALL_TIMES_ANTE = 2;

/**
 * The dealer plays on with a pair of fours or better: the lowest such hand, 4-4-5-3-2, scores at least this (a pair
 * category, the pair's rank first), and the best pair of threes is below it.
 */
export const PAIR_OF_FOURS: PokerScore = 16 ** 5 + 4 * 16 ** 3;

export type CasinoHoldemBet = { readonly ante: number };
export type CasinoHoldemDecision = 'call' | 'fold';

/** One deal: the player's two cards, the dealer's two, then the board (the flop's three, the turn, the river). */
export type CasinoHoldemDeal = {
  readonly player: readonly Card[];
  readonly dealer: readonly Card[];
  readonly flop: readonly Card[];
  readonly turn: Card;
  readonly river: Card;
};

/** How the called hand met the dealer's. */
export type CasinoHoldemShowdown = 'dealer-does-not-qualify' | 'win' | 'tie' | 'lose';

export type CasinoHoldemOutcome = CasinoHoldemDeal & {
  readonly playerHand: PokerHand;
  readonly dealerHand: PokerHand;
  /** The five of seven cards each hand plays. */
  readonly playerBest: readonly Card[];
  readonly dealerBest: readonly Card[];
  readonly dealerQualifies: boolean;
  readonly decision: CasinoHoldemDecision;
  /** Null when the player folded: the dealer's hand then settles nothing. */
  readonly showdown: CasinoHoldemShowdown | null;
  /** The call staked (twice the ante, or 0 on a fold). */
  readonly call: number;
  readonly anteReturn: number;
  readonly callReturn: number;
};

/** One fresh 52-card deck, dealt as at the table: two to the player, two to the dealer, the flop, turn and river. */
export function dealCasinoHoldem(randomness: Randomness): CasinoHoldemDeal {
  const deck = shuffledShoe(1, randomness);
  const player = [deck.deal(), deck.deal()];
  const dealer = [deck.deal(), deck.deal()];
  const flop = [deck.deal(), deck.deal(), deck.deal()];
  return { player, dealer, flop, turn: deck.deal(), river: deck.deal() };
}

/** What the player decides on: their two cards and the flop, as the five-card hand they make so far. */
export const handOnTheFlop = (deal: Pick<CasinoHoldemDeal, 'player' | 'flop'>): PokerHand =>
  handOf([...deal.player, ...deal.flop]);

export const boardOf = (deal: CasinoHoldemDeal): readonly Card[] => [...deal.flop, deal.turn, deal.river];

export const showdownOf = (player: PokerScore, dealer: PokerScore): CasinoHoldemShowdown => {
  if (dealer < PAIR_OF_FOURS) return 'dealer-does-not-qualify';
  if (player === dealer) return 'tie';
  return player > dealer ? 'win' : 'lose';
};

type Returns = Pick<CasinoHoldemOutcome, 'call' | 'anteReturn' | 'callReturn'>;

/**
 * Ante and call. A fold loses the ante. A dealer without a pair of fours pays the ante by the paytable and pushes
 * the call; a qualifying dealer beaten pays the ante by the paytable and the call 1:1; equal hands push both; a
 * better dealer hand takes both. Every payout is whole to one, so nothing rounds.
 */
export function settleAnteAndCall(
  rules: CasinoHoldemRules,
  ante: number,
  playerHand: PokerHand,
  decision: CasinoHoldemDecision,
  showdown: CasinoHoldemShowdown,
): Returns {
  if (decision === 'fold') return { call: 0, anteReturn: 0, callReturn: 0 };
  const call = callFor(ante);
  switch (showdown) {
    case 'dealer-does-not-qualify':
      return { call, anteReturn: winReturn(ante, rules.antePays[playerHand]), callReturn: call };
    case 'win':
      return { call, anteReturn: winReturn(ante, rules.antePays[playerHand]), callReturn: winReturn(call, 1) };
    case 'tie':
      return { call, anteReturn: ante, callReturn: call };
    case 'lose':
      return { call, anteReturn: 0, callReturn: 0 };
  }
}

/** The call an ante asks for; refuses an ante that is not a whole positive amount, or whose call is not safe. */
export function callFor(ante: number): number {
  assertStake(ante);
  assertStake(ante * CALL_TIMES_ANTE);
  return ante * CALL_TIMES_ANTE;
}

function assertBet(bet: CasinoHoldemBet, decision: CasinoHoldemDecision): void {
  callFor(bet.ante);
  if (decision !== 'call' && decision !== 'fold') {
    throw new RangeError(`the player calls or folds, got ${String(decision)}`);
  }
}

/** Settles a deal once the player has decided; the deal came from `dealCasinoHoldem` before the decision. */
export function settleCasinoHoldem(
  rules: CasinoHoldemRules,
  bet: CasinoHoldemBet,
  deal: CasinoHoldemDeal,
  decision: CasinoHoldemDecision,
): CasinoHoldemOutcome {
  assertBet(bet, decision);
  const board = boardOf(deal);
  const player = bestHandOf([...deal.player, ...board]);
  const dealer = bestHandOf([...deal.dealer, ...board]);
  const showdown = showdownOf(player.score, dealer.score);
  return {
    ...deal,
    playerHand: player.hand,
    dealerHand: dealer.hand,
    playerBest: player.cards,
    dealerBest: dealer.cards,
    dealerQualifies: dealer.score >= PAIR_OF_FOURS,
    decision,
    showdown: decision === 'call' ? showdown : null,
    ...settleAnteAndCall(rules, bet.ante, player.hand, decision, showdown),
  };
}
