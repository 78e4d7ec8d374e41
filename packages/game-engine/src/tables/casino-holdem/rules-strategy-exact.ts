import type { Card } from '../shared/cards';
import { SUITS } from '../shared/cards';
import type { CallDecision } from './exact-return';
import { callsByTheRules } from './rules-strategy';

const cardOf = (index: number): Card => ({
  rank: ((index % 13) + 1) as Card['rank'],
  suit: SUITS[Math.floor(index / 13)]!,
});

/** The rules page's strategy as the exact count asks for a decision (card indices). */
export const RULES_DECISION: CallDecision = (hole, flop) => callsByTheRules(hole.map(cardOf), flop.map(cardOf));
