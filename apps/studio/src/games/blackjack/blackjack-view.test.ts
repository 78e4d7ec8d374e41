import { describe, expect, it } from 'vitest';
import {
  blackjackViewSchema,
  cardsDealt,
  dealerSlots,
  insuranceDetails,
  totalText,
  type BlackjackView,
} from './blackjack-view';

const open: BlackjackView = blackjackViewSchema.parse({
  phase: 'player-turn',
  dealer: [{ rank: 10, suit: 'spades' }],
  dealer_total: 10,
  hands: [
    {
      cards: [
        { rank: 1, suit: 'hearts' },
        { rank: 6, suit: 'clubs' },
      ],
      total: 17,
      soft: true,
      stake: 100,
      doubled: false,
      finished: false,
    },
  ],
  active: 0,
  insurance_stake: 0,
});

const settled: BlackjackView = blackjackViewSchema.parse({
  ...open,
  phase: 'settled',
  dealer: [
    { rank: 10, suit: 'spades' },
    { rank: 7, suit: 'hearts' },
  ],
  dealer_total: 17,
  hands: [
    {
      ...open.hands[0],
      cards: [...open.hands[0]!.cards, { rank: 3, suit: 'spades' }],
      total: 20,
      soft: true,
      finished: true,
      result: 'win',
      returned: 200,
    },
  ],
  insurance: null,
});

describe('blackjack view', () => {
  it('shows both counts of a soft hand while it is played, one once settled', () => {
    expect(totalText(17, true, false)).toBe('7/17');
    expect(totalText(17, false, false)).toBe('17');
    expect(totalText(20, true, true)).toBe('20');
    expect(totalText(24, false, false)).toBe('24');
  });

  it('draws the hole card face down until the round settles', () => {
    expect(dealerSlots(open)).toEqual([{ rank: 10, suit: 'spades' }, undefined]);
    expect(dealerSlots(settled)).toHaveLength(2);
  });

  it('counts the cards an answer deals, the hole card turning over included', () => {
    expect(cardsDealt(undefined, open)).toBe(4);
    expect(cardsDealt(open, settled)).toBe(2);
  });

  it('reads a settled view with results, and refuses a malformed one', () => {
    expect(settled.hands[0]?.result).toBe('win');
    expect(blackjackViewSchema.safeParse({ phase: 'dealing' }).success).toBe(false);
    expect(insuranceDetails(false)).toEqual({ take: false });
  });
});
