import { describe, expect, it } from 'vitest';
import { buildSlipChoice } from '../shared-table/bet-slip';
import { chipOnSpot, crapsViewSchema, lineOf, lineOutcome, returnsBySpot, singleOdds } from './craps-bets';

const point = {
  phase: 'point',
  point: 9,
  rolls: [[4, 5]],
  total: 9,
  bets: [
    { type: 'pass', stake: 100, returned: null },
    { type: 'field', stake: 10, returned: 20 },
  ],
  odds: null,
  max_odds: 400,
};

describe('craps', () => {
  it('sends the line bet and the one-roll bets, summed per spot, and knows which line holds chips', () => {
    const placements = [chipOnSpot('pass', 50), chipOnSpot('field', 10), chipOnSpot('pass', 50)];
    expect(buildSlipChoice(placements)).toEqual({
      bets: [
        { type: 'pass', stake: 100 },
        { type: 'field', stake: 10 },
      ],
    });
    expect(lineOf(placements)).toBe('pass');
    expect(lineOf([chipOnSpot('yo', 10)])).toBeUndefined();
  });

  it('reads a point: the field already settled, odds equal to the line within the maximum', () => {
    const view = crapsViewSchema.parse(point);
    expect(Object.fromEntries(returnsBySpot(view))).toEqual({ field: 20 });
    expect(singleOdds(view)).toBe(100);
    expect(singleOdds({ ...view, max_odds: 60 })).toBe(60);
    expect(lineOutcome(view)).toBeUndefined();
  });

  it('reads the line’s fate once settled', () => {
    const view = crapsViewSchema.parse(point);
    const settled = (returned: number) => ({
      ...view,
      phase: 'settled' as const,
      bets: [{ type: 'pass' as const, stake: 100, returned }],
    });
    expect(lineOutcome(settled(200))).toBe('win');
    expect(lineOutcome(settled(100))).toBe('push');
    expect(lineOutcome(settled(0))).toBe('lose');
  });
});
