import { describe, expect, it } from 'vitest';
import { buildSlipChoice } from '../shared-table/bet-slip';
import { chipOnSpot, hasAnte, resultOf, returnsBySpot, threeCardPokerViewSchema } from './three-card-poker-bets';

const dealt = {
  phase: 'decision',
  player: [
    { rank: 5, suit: 'spades' },
    { rank: 6, suit: 'hearts' },
    { rank: 7, suit: 'diamonds' },
  ],
  player_hand: 'straight',
  bets: [
    { type: 'ante', stake: 100 },
    { type: 'pair-plus', stake: 10 },
  ],
};

describe('three card poker', () => {
  it('sends one ante and at most one pair plus bet, and needs the ante', () => {
    const placements = [chipOnSpot('ante', 100), chipOnSpot('pair-plus', 10), chipOnSpot('ante', 50)];
    expect(buildSlipChoice(placements)).toEqual({
      bets: [
        { type: 'ante', stake: 150 },
        { type: 'pair-plus', stake: 10 },
      ],
    });
    expect(hasAnte(placements)).toBe(true);
    expect(hasAnte([chipOnSpot('pair-plus', 10)])).toBe(false);
  });

  it('reads the open deal without the dealer, and shows no result yet', () => {
    const view = threeCardPokerViewSchema.parse(dealt);
    expect(view.dealer).toBeUndefined();
    expect(returnsBySpot(view).size).toBe(0);
    expect(resultOf(view)).toBeUndefined();
  });

  it('reads a settled round: the ante bonus is counted on the ante spot', () => {
    const view = threeCardPokerViewSchema.parse({
      ...dealt,
      phase: 'settled',
      dealer: [
        { rank: 9, suit: 'clubs' },
        { rank: 9, suit: 'diamonds' },
        { rank: 9, suit: 'hearts' },
      ],
      dealer_hand: 'three-of-a-kind',
      decision: 'play',
      showdown: 'lose',
      ante_bonus: 100,
      bets: [
        { type: 'ante', stake: 100, returned: 0 },
        { type: 'play', stake: 100, returned: 0 },
        { type: 'pair-plus', stake: 10, returned: 70 },
      ],
    });
    expect(Object.fromEntries(returnsBySpot(view))).toEqual({ ante: 100, play: 0, 'pair-plus': 70 });
    expect(resultOf(view)).toBe('lose');
    expect(resultOf({ ...view, decision: 'fold', showdown: null })).toBe('fold');
  });
});
