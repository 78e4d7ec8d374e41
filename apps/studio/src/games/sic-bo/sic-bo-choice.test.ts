import { describe, expect, it } from 'vitest';
import { buildSlipChoice } from '../shared-table/bet-slip';
import { betKey, chipOn, COMBINATIONS, paysToOne, returnsByKey, sicBoViewSchema, TOTALS } from './sic-bo-bets';

describe('sic bo bets', () => {
  it('builds the server’s bet slip for every kind of bet', () => {
    expect(
      buildSlipChoice([
        chipOn({ type: 'small' }, 100),
        chipOn({ type: 'triple', face: 3 }, 10),
        chipOn({ type: 'total', total: 9 }, 20),
        chipOn({ type: 'combination', faces: [1, 4] }, 30),
        chipOn({ type: 'small' }, 100),
      ]),
    ).toEqual({
      bets: [
        { type: 'small', stake: 200 },
        { type: 'triple', face: 3, stake: 10 },
        { type: 'total', total: 9, stake: 20 },
        { type: 'combination', faces: [1, 4], stake: 30 },
      ],
    });
  });

  it('lays out the table’s positions: 14 totals and 15 combinations', () => {
    expect(TOTALS).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(COMBINATIONS).toHaveLength(15);
    expect(COMBINATIONS[0]).toEqual([1, 2]);
    expect(betKey({ type: 'double', face: 6 })).toBe('double:6');
  });

  it('quotes the Macau paytable', () => {
    expect(paysToOne({ type: 'total', total: 4 })).toBe('60');
    expect(paysToOne({ type: 'triple', face: 1 })).toBe('180');
    expect(paysToOne({ type: 'single', face: 2 })).toBe('1/2/3');
  });

  it('reads the dice and totals returns per position', () => {
    const view = sicBoViewSchema.parse({
      dice: [2, 2, 5],
      total: 9,
      bets: [
        { type: 'double', face: 2, stake: 10, returned: 110 },
        { type: 'total', total: 9, stake: 10, returned: 70 },
        { type: 'big', stake: 10, returned: 0 },
      ],
    });
    const returns = returnsByKey(view);
    expect(returns.get('double:2')).toBe(110);
    expect(returns.get('total:9')).toBe(70);
    expect(returns.get('big')).toBe(0);
    expect(sicBoViewSchema.safeParse({ dice: [1, 2], total: 3, bets: [] }).success).toBe(false);
  });
});
