import type { Card } from '../shared/cards';
import type { BlackjackRules } from './rules';
import { BLACKJACK } from './rules';
import { cardValue, handValue } from './hand-value';
import type { BlackjackAction, BlackjackState } from './state';
import { legalActions } from './blackjack';

/**
 * What the table says for a hand: hit, stand, double (hit when doubling is not allowed, i.e. after the second card),
 * double-or-stand (stand when doubling is not allowed), or split.
 */
export type StrategyCode = 'H' | 'S' | 'D' | 'Ds' | 'P';

/** Dealer up cards in the table's column order: 2 … 10, then the ace (cards are valued 1–10, ace 1). */
export const UPCARD_COLUMNS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1] as const;

export type BasicStrategy = {
  /** Hard totals 4–21 → a code per up card. */
  readonly hard: Readonly<Record<number, readonly StrategyCode[]>>;
  /** Soft totals 12–21 (an ace counted as eleven) → a code per up card. */
  readonly soft: Readonly<Record<number, readonly StrategyCode[]>>;
  /** Pair card value (ace 1, ten 10) → split (P) or play the total (H stands for "use the totals"). */
  readonly pairs: Readonly<Record<number, readonly ('P' | '-')[]>>;
};

const row = (codes: string) => codes.split(' ') as StrategyCode[];
const rows = (from: number, to: number, codes: string) =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, row(codes)]));

/**
 * Basic strategy for the rules page's game (6 decks, dealer stands on soft 17, double on any two cards, double after
 * split, no surrender), the standard published table for these rules. Insurance is never taken. Columns are the
 * dealer's up card 2, 3, 4, 5, 6, 7, 8, 9, 10, A.
 */
export const BASIC_STRATEGY: BasicStrategy = {
  hard: {
    ...rows(4, 8, 'H H H H H H H H H H'),
    9: row('H D D D D H H H H H'),
    10: row('D D D D D D D D H H'),
    11: row('D D D D D D D D D H'),
    12: row('H H S S S H H H H H'),
    ...rows(13, 16, 'S S S S S H H H H H'),
    ...rows(17, 21, 'S S S S S S S S S S'),
  },
  soft: {
    12: row('H H H H H H H H H H'),
    ...rows(13, 14, 'H H H D D H H H H H'),
    ...rows(15, 16, 'H H D D D H H H H H'),
    17: row('H D D D D H H H H H'),
    18: row('S Ds Ds Ds Ds S S H H H'),
    ...rows(19, 21, 'S S S S S S S S S S'),
  },
  pairs: {
    1: row('P P P P P P P P P P') as 'P'[],
    2: row('P P P P P P - - - -') as ('P' | '-')[],
    3: row('P P P P P P - - - -') as ('P' | '-')[],
    4: row('- - - P P - - - - -') as ('P' | '-')[],
    5: row('- - - - - - - - - -') as ('P' | '-')[],
    6: row('P P P P P - - - - -') as ('P' | '-')[],
    7: row('P P P P P P - - - -') as ('P' | '-')[],
    8: row('P P P P P P P P P P') as 'P'[],
    9: row('P P P P P - P P - -') as ('P' | '-')[],
    10: row('- - - - - - - - - -') as ('P' | '-')[],
  },
};

const column = (upcardValue: number) => UPCARD_COLUMNS.indexOf(upcardValue as (typeof UPCARD_COLUMNS)[number]);

/**
 * The strategy's move for a hand described by its values, given what is allowed now. Shared by the game (through
 * `basicStrategyAction`) and by the exact return computation, so both play exactly the same strategy.
 */
export function strategyMove(
  strategy: BasicStrategy,
  hand: { readonly total: number; readonly soft: boolean; readonly pairValue: number | undefined },
  upcardValue: number,
  allowed: { readonly double: boolean; readonly split: boolean },
): 'hit' | 'stand' | 'double' | 'split' {
  const at = column(upcardValue);
  if (hand.pairValue !== undefined && allowed.split && strategy.pairs[hand.pairValue]?.[at] === 'P') return 'split';
  const code = (hand.soft ? strategy.soft : strategy.hard)[hand.total]?.[at];
  if (code === undefined) {
    throw new RangeError(`the strategy has no entry for ${hand.soft ? 'soft' : 'hard'} ${hand.total}`);
  }
  switch (code) {
    case 'H':
      return 'hit';
    case 'S':
      return 'stand';
    case 'D':
      return allowed.double ? 'double' : 'hit';
    case 'Ds':
      return allowed.double ? 'double' : 'stand';
    case 'P':
      return 'hit';
  }
}

const pairValueOf = (cards: readonly Card[]) =>
  cards.length === 2 && cardValue(cards[0]!) === cardValue(cards[1]!) ? cardValue(cards[0]!) : undefined;

/** The strategy's action for a live round: never insurance, then the table for the active hand. */
export function basicStrategyAction(
  state: BlackjackState,
  rules: BlackjackRules = BLACKJACK,
  strategy: BasicStrategy = BASIC_STRATEGY,
): BlackjackAction {
  if (state.phase === 'insurance') return { type: 'insurance', take: false };
  const legal = legalActions(rules, state);
  const cards = state.hands[state.active]!.cards;
  const move = strategyMove(
    strategy,
    { ...handValue(cards), pairValue: pairValueOf(cards) },
    cardValue(state.dealer[0]!),
    { double: legal.includes('double'), split: legal.includes('split') },
  );
  return { type: move };
}
