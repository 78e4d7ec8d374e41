import type { Randomness } from '../../randomness';
import type { Card } from '../shared/cards';
import { shuffledShoe } from '../shared/cards';
import { assertStake, winReturn } from '../shared/stake';
import type { PokerHand, PokerScore } from './hand-rank';
import { handOfScore, qualifies, scoreOf } from './hand-rank';

export type CaribbeanStudRules = {
  /** Winnings to one on the raise when the player's hand beats a qualifying dealer's, by the player's hand. */
  readonly raisePays: Readonly<Record<PokerHand, number>>;
};

/**
 * The common Caribbean Stud paytable without a progressive, as Wizard of Odds lists it (docs/game-maths-tables.md):
 * a high card (ace-king or better, to beat a qualifying dealer) and a pair pay even money.
 */
export const CARIBBEAN_STUD: CaribbeanStudRules = {
  raisePays: {
    'royal-flush': 100,
    'straight-flush': 50,
    'four-of-a-kind': 20,
    'full-house': 7,
    flush: 5,
    straight: 4,
    'three-of-a-kind': 3,
    'two-pair': 2,
    pair: 1,
    'high-card': 1,
  },
};

/** The raise is always twice the ante. */
export const RAISE_TIMES_ANTE = 2;

export type CaribbeanStudBet = { readonly ante: number };
export type CaribbeanStudDecision = 'raise' | 'fold';

/** The dealer's first card is dealt face up: the player decides on their five cards and it. */
export type CaribbeanStudDeal = { readonly player: readonly Card[]; readonly dealer: readonly Card[] };

/** How the raised hand met the dealer's. */
export type CaribbeanStudShowdown = 'dealer-does-not-qualify' | 'win' | 'tie' | 'lose';

export type CaribbeanStudOutcome = CaribbeanStudDeal & {
  readonly playerHand: PokerHand;
  readonly dealerHand: PokerHand;
  readonly dealerQualifies: boolean;
  readonly decision: CaribbeanStudDecision;
  /** Null when the player folded: the dealer's hand then settles nothing. */
  readonly showdown: CaribbeanStudShowdown | null;
  /** The raise staked (twice the ante, or 0 on a fold). */
  readonly raise: number;
  readonly anteReturn: number;
  readonly raiseReturn: number;
};

/** One fresh 52-card deck: the player's five cards, then the dealer's five, the first of them face up. */
export function dealCaribbeanStud(randomness: Randomness): CaribbeanStudDeal {
  const deck = shuffledShoe(1, randomness);
  const player = Array.from({ length: 5 }, () => deck.deal());
  const dealer = Array.from({ length: 5 }, () => deck.deal());
  return { player, dealer };
}

export const upCardOf = (deal: CaribbeanStudDeal): Card => deal.dealer[0]!;

export const showdownOf = (player: PokerScore, dealer: PokerScore): CaribbeanStudShowdown => {
  if (!qualifies(dealer)) return 'dealer-does-not-qualify';
  if (player === dealer) return 'tie';
  return player > dealer ? 'win' : 'lose';
};

type Returns = Pick<CaribbeanStudOutcome, 'raise' | 'anteReturn' | 'raiseReturn'>;

/**
 * Ante and raise. A fold loses the ante. A dealer without ace-king pays the ante 1:1 and pushes the raise; a
 * qualifying dealer beaten pays the ante 1:1 and the raise by the paytable on the player's hand; equal hands push
 * both; a better dealer hand takes both. Every payout is whole to one, so nothing rounds.
 */
export function settleAnteAndRaise(
  rules: CaribbeanStudRules,
  ante: number,
  playerHand: PokerHand,
  decision: CaribbeanStudDecision,
  showdown: CaribbeanStudShowdown,
): Returns {
  if (decision === 'fold') return { raise: 0, anteReturn: 0, raiseReturn: 0 };
  const raise = raiseFor(ante);
  switch (showdown) {
    case 'dealer-does-not-qualify':
      return { raise, anteReturn: winReturn(ante, 1), raiseReturn: raise };
    case 'win':
      return { raise, anteReturn: winReturn(ante, 1), raiseReturn: winReturn(raise, rules.raisePays[playerHand]) };
    case 'tie':
      return { raise, anteReturn: ante, raiseReturn: raise };
    case 'lose':
      return { raise, anteReturn: 0, raiseReturn: 0 };
  }
}

/** The raise an ante calls for; refuses an ante that is not a whole positive amount, or whose raise is not safe. */
export function raiseFor(ante: number): number {
  assertStake(ante);
  assertStake(ante * RAISE_TIMES_ANTE);
  return ante * RAISE_TIMES_ANTE;
}

function assertBet(bet: CaribbeanStudBet, decision: CaribbeanStudDecision): void {
  raiseFor(bet.ante);
  if (decision !== 'raise' && decision !== 'fold') {
    throw new RangeError(`the player raises or folds, got ${String(decision)}`);
  }
}

/** Settles a deal once the player has decided; the deal came from `dealCaribbeanStud` before the decision. */
export function settleCaribbeanStud(
  rules: CaribbeanStudRules,
  bet: CaribbeanStudBet,
  deal: CaribbeanStudDeal,
  decision: CaribbeanStudDecision,
): CaribbeanStudOutcome {
  assertBet(bet, decision);
  const [player, dealer] = [scoreOf(deal.player), scoreOf(deal.dealer)];
  const playerHand = handOfScore(player);
  const showdown = showdownOf(player, dealer);
  return {
    ...deal,
    playerHand,
    dealerHand: handOfScore(dealer),
    dealerQualifies: qualifies(dealer),
    decision,
    showdown: decision === 'raise' ? showdown : null,
    ...settleAnteAndRaise(rules, bet.ante, playerHand, decision, showdown),
  };
}

/** How a player decides: on their own five cards and the dealer's up card, as the table shows them. */
export type CaribbeanStudStrategy = (player: readonly Card[], upCard: Card) => CaribbeanStudDecision;

/** A whole round with the decision taken by `decide` (a strategy, or a test's choice). */
export function playCaribbeanStud(
  rules: CaribbeanStudRules,
  bet: CaribbeanStudBet,
  randomness: Randomness,
  decide: CaribbeanStudStrategy,
): CaribbeanStudOutcome {
  assertBet(bet, 'raise');
  const deal = dealCaribbeanStud(randomness);
  return settleCaribbeanStud(rules, bet, deal, decide(deal.player, upCardOf(deal)));
}
