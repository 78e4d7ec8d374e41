import { describe, expect, it } from 'vitest';
import {
  caribbeanStudViewSchema,
  hiddenDealerCards,
  resultOf,
  returnsBySpot,
  stakeOfSpot,
} from './caribbean-stud-view';

const dealt = {
  phase: 'decision',
  player: [
    { rank: 9, suit: 'spades' },
    { rank: 9, suit: 'diamonds' },
    { rank: 1, suit: 'clubs' },
    { rank: 5, suit: 'hearts' },
    { rank: 3, suit: 'spades' },
  ],
  player_hand: 'pair',
  dealer: [{ rank: 12, suit: 'hearts' }],
  bets: [{ type: 'ante', stake: 100 }],
  raise: 200,
};

const settled = {
  ...dealt,
  phase: 'settled',
  dealer: [
    { rank: 12, suit: 'hearts' },
    { rank: 11, suit: 'diamonds' },
    { rank: 10, suit: 'clubs' },
    { rank: 8, suit: 'hearts' },
    { rank: 2, suit: 'clubs' },
  ],
  dealer_hand: 'high-card',
  dealer_qualifies: false,
  decision: 'raise',
  showdown: 'dealer-does-not-qualify',
  bets: [
    { type: 'ante', stake: 100, returned: 200 },
    { type: 'raise', stake: 200, returned: 200 },
  ],
};

describe('caribbean stud', () => {
  it('reads the open deal with the dealer’s up card alone, four cards face down, and no result yet', () => {
    const view = caribbeanStudViewSchema.parse(dealt);
    expect(hiddenDealerCards(view)).toBe(4);
    expect(returnsBySpot(view).size).toBe(0);
    expect(resultOf(view)).toBeUndefined();
    expect([stakeOfSpot(view, 'ante'), stakeOfSpot(view, 'raise')]).toEqual([100, 0]);
  });

  it('reads a settled round: every dealer card shown, each bet’s return on its spot', () => {
    const view = caribbeanStudViewSchema.parse(settled);
    expect(hiddenDealerCards(view)).toBe(0);
    expect(Object.fromEntries(returnsBySpot(view))).toEqual({ ante: 200, raise: 200 });
    expect(resultOf(view)).toBe('dealer-does-not-qualify');
    expect(stakeOfSpot(view, 'raise')).toBe(200);
  });

  it('says fold for a folded round, whatever the dealer held', () => {
    const folded = caribbeanStudViewSchema.parse({
      ...settled,
      decision: 'fold',
      showdown: null,
      bets: [{ type: 'ante', stake: 100, returned: 0 }],
    });
    expect(resultOf(folded)).toBe('fold');
    expect(Object.fromEntries(returnsBySpot(folded))).toEqual({ ante: 0 });
  });

  it('refuses a view with an unknown hand, so the table never names a hand it has no words for', () => {
    expect(caribbeanStudViewSchema.safeParse({ ...dealt, player_hand: 'five-of-a-kind' }).success).toBe(false);
  });
});
