import type { Randomness } from '../../randomness';
import type { Card } from '../shared/cards';
import { shuffledShoe } from '../shared/cards';
import { assertStake, winReturn } from '../shared/stake';
import type { HandScore, ThreeCardHand } from './hand-rank';
import { handOfScore, QUEEN_HIGH, QUEEN_SIX_FOUR, scoreOf } from './hand-rank';

export type ThreeCardPokerRules = {
  /** Winnings to one on the ante for a hand that plays, whatever the dealer holds. Missing hands pay nothing. */
  readonly anteBonus: Readonly<Partial<Record<ThreeCardHand, number>>>;
  /** Winnings to one on the Pair Plus side bet, on the player's three cards alone. */
  readonly pairPlus: Readonly<Partial<Record<ThreeCardHand, number>>>;
};

/**
 * The common "1-4-5" ante bonus and the "40-30-6-3-1" Pair Plus table, as Wizard of Odds lists them
 * (docs/game-maths-tables.md).
 */
export const THREE_CARD_POKER: ThreeCardPokerRules = {
  anteBonus: { 'straight-flush': 5, 'three-of-a-kind': 4, straight: 1 },
  pairPlus: { 'straight-flush': 40, 'three-of-a-kind': 30, straight: 6, flush: 3, pair: 1 },
};

/** The slip: the ante, and an optional Pair Plus bet (0 for none). The play bet, if made, equals the ante. */
export type ThreeCardPokerBet = { readonly ante: number; readonly pairPlus: number };
export type ThreeCardPokerDecision = 'play' | 'fold';

export type ThreeCardPokerDeal = { readonly player: readonly Card[]; readonly dealer: readonly Card[] };

/** How the played hand met the dealer's. */
export type Showdown = 'dealer-does-not-qualify' | 'win' | 'tie' | 'lose';

export type ThreeCardPokerOutcome = ThreeCardPokerDeal & {
  readonly playerHand: ThreeCardHand;
  readonly dealerHand: ThreeCardHand;
  readonly decision: ThreeCardPokerDecision;
  /** Null when the player folded: the dealer's hand then settles nothing. */
  readonly showdown: Showdown | null;
  /** The play bet staked (the ante, or 0 on a fold). */
  readonly play: number;
  readonly anteReturn: number;
  readonly playReturn: number;
  /** The ante bonus winnings, paid on top of the ante's own return. */
  readonly bonusReturn: number;
  readonly pairPlusReturn: number;
};

/** One fresh 52-card deck: the player's three cards, then the dealer's three. */
export function dealThreeCardPoker(randomness: Randomness): ThreeCardPokerDeal {
  const deck = shuffledShoe(1, randomness);
  const player = [deck.deal(), deck.deal(), deck.deal()];
  const dealer = [deck.deal(), deck.deal(), deck.deal()];
  return { player, dealer };
}

export const showdownOf = (player: HandScore, dealer: HandScore): Showdown => {
  if (dealer < QUEEN_HIGH) return 'dealer-does-not-qualify';
  if (player === dealer) return 'tie';
  return player > dealer ? 'win' : 'lose';
};

/** The rules page's strategy as a decision. */
export const playsByQueenSixFour = (player: readonly Card[]): ThreeCardPokerDecision =>
  scoreOf(player) >= QUEEN_SIX_FOUR ? 'play' : 'fold';

type Returns = Pick<ThreeCardPokerOutcome, 'play' | 'anteReturn' | 'playReturn' | 'bonusReturn'>;

/**
 * Ante and play. A fold loses the ante. A dealer without queen high pays the ante 1:1 and pushes the play; a
 * qualifying dealer pays both 1:1 when beaten, pushes both on a tie and takes both when higher. The ante bonus
 * pays a played straight or better whatever the dealer holds. Every payout is whole to one, so nothing rounds.
 */
export function settleAnteAndPlay(
  rules: ThreeCardPokerRules,
  ante: number,
  playerHand: ThreeCardHand,
  decision: ThreeCardPokerDecision,
  showdown: Showdown,
): Returns {
  if (decision === 'fold') return { play: 0, anteReturn: 0, playReturn: 0, bonusReturn: 0 };
  const bonus = rules.anteBonus[playerHand] ?? 0;
  const bonusReturn = bonus > 0 ? winReturn(ante, bonus) - ante : 0;
  const paid = { win: [winReturn(ante, 1), winReturn(ante, 1)], tie: [ante, ante], lose: [0, 0] } as const;
  const [anteReturn, playReturn] = showdown === 'dealer-does-not-qualify' ? [winReturn(ante, 1), ante] : paid[showdown];
  return { play: ante, anteReturn, playReturn, bonusReturn };
}

export const settlePairPlus = (rules: ThreeCardPokerRules, stake: number, playerHand: ThreeCardHand): number => {
  const pays = rules.pairPlus[playerHand];
  return stake > 0 && pays !== undefined ? winReturn(stake, pays) : 0;
};

function assertBet(bet: ThreeCardPokerBet, decision: ThreeCardPokerDecision): void {
  assertStake(bet.ante);
  if (bet.pairPlus !== 0) assertStake(bet.pairPlus);
  if (decision !== 'play' && decision !== 'fold') {
    throw new RangeError(`the player plays or folds, got ${String(decision)}`);
  }
}

/** Settles a deal once the player has decided; the deal came from `dealThreeCardPoker` before the decision. */
export function settleThreeCardPoker(
  rules: ThreeCardPokerRules,
  bet: ThreeCardPokerBet,
  deal: ThreeCardPokerDeal,
  decision: ThreeCardPokerDecision,
): ThreeCardPokerOutcome {
  assertBet(bet, decision);
  const [player, dealer] = [scoreOf(deal.player), scoreOf(deal.dealer)];
  const playerHand = handOfScore(player);
  const showdown = showdownOf(player, dealer);
  return {
    ...deal,
    playerHand,
    dealerHand: handOfScore(dealer),
    decision,
    showdown: decision === 'play' ? showdown : null,
    ...settleAnteAndPlay(rules, bet.ante, playerHand, decision, showdown),
    pairPlusReturn: settlePairPlus(rules, bet.pairPlus, playerHand),
  };
}

/** A whole round with the decision taken by `decide` on the player's cards (a strategy, or a test's choice). */
export function playThreeCardPoker(
  rules: ThreeCardPokerRules,
  bet: ThreeCardPokerBet,
  randomness: Randomness,
  decide: (player: readonly Card[]) => ThreeCardPokerDecision = playsByQueenSixFour,
): ThreeCardPokerOutcome {
  assertBet(bet, 'play');
  const deal = dealThreeCardPoker(randomness);
  return settleThreeCardPoker(rules, bet, deal, decide(deal.player));
}
