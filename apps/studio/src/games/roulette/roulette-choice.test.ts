import { DOUBLE_ZERO } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { buildSlipChoice } from '../shared-table/bet-slip';
import { betKey, chipOn, returnsByKey, rouletteViewSchema } from './roulette-bets';
import { insideChipAt, insideSpots, numberCell, wheelOf, wheelOrder } from './roulette-layout';

describe('roulette bets', () => {
  it('builds the server’s choice from chips, one bet per position with its summed stake', () => {
    const choice = buildSlipChoice([
      chipOn({ type: 'split', numbers: [17, 14] }, 100),
      chipOn({ type: 'red' }, 50),
      chipOn({ type: 'split', numbers: [14, 17] }, 100),
      chipOn({ type: 'dozen', which: 2 }, 10),
    ]);
    expect(choice).toEqual({
      bets: [
        { type: 'split', numbers: [14, 17], stake: 200 },
        { type: 'red', stake: 50 },
        { type: 'dozen', which: 2, stake: 10 },
      ],
    });
  });

  it('keys a position the same way whatever order its numbers come in', () => {
    expect(betKey({ type: 'corner', numbers: [5, 1, 4, 2] })).toBe('corner:1-2-4-5');
    expect(betKey({ type: 'column', which: 3 })).toBe('column:3');
    expect(betKey({ type: 'odd' })).toBe('odd');
  });

  it('reads the settled view and totals returns per position', () => {
    const view = rouletteViewSchema.parse({
      pocket: 17,
      label: '17',
      color: 'black',
      bets: [
        { type: 'split', numbers: [17, 14], stake: 200, returned: 3600 },
        { type: 'red', stake: 50, returned: 0 },
        { type: 'dozen', which: 2, stake: 10, returned: 30 },
      ],
    });
    const returns = returnsByKey(view);
    expect(returns.get('split:14-17')).toBe(3600);
    expect(returns.get('red')).toBe(0);
    expect(returns.get('dozen:2')).toBe(30);
    expect(rouletteViewSchema.safeParse({ pocket: 1 }).success).toBe(false);
  });
});

describe('roulette layout', () => {
  it('offers every legal position of each mode, the zero bets with the corners', () => {
    const single = wheelOf('european');
    expect(insideSpots(single, 'straight')).toHaveLength(37);
    expect(insideSpots(single, 'split')).toHaveLength(60);
    expect(insideSpots(single, 'street')).toHaveLength(12);
    expect(insideSpots(single, 'six-line')).toHaveLength(11);
    // 22 corners, two trios and the first four.
    expect(insideSpots(single, 'corner')).toHaveLength(25);
    expect(insideSpots(wheelOf('american'), 'corner').map((spot) => spot.type)).toContain('basket');
    expect(insideSpots(wheelOf('american'), 'straight')).toHaveLength(38);
  });

  it('puts splits and corners on the lines between their numbers', () => {
    const wheel = wheelOf('european');
    expect(insideChipAt('split', [14, 17], wheel)).toEqual({ x: 1.5, y: 6 });
    expect(insideChipAt('split', [2, 1], wheel)).toEqual({ x: 1, y: 1.5 });
    expect(insideChipAt('corner', [1, 2, 4, 5], wheel)).toEqual({ x: 1, y: 2 });
    expect(insideChipAt('basket', [0, 1, 2, 3], wheel)).toEqual({ x: 0, y: 1 });
    expect(insideChipAt('street', [34, 35, 36], wheel)).toEqual({ x: 0, y: 12.5 });
  });

  it('draws the numbers in rows of three under the zeros', () => {
    expect(numberCell(1, 'single-zero')).toEqual({ x: 0, y: 1, w: 1, h: 1 });
    expect(numberCell(36, 'single-zero')).toEqual({ x: 2, y: 12, w: 1, h: 1 });
    expect(numberCell(DOUBLE_ZERO, 'double-zero')).toEqual({ x: 1.5, y: 0, w: 1.5, h: 1 });
  });

  it('has every pocket once around each wheel', () => {
    expect([...wheelOrder('single-zero')].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect([...wheelOrder('double-zero')].sort((a, b) => a - b)).toEqual(Array.from({ length: 38 }, (_, i) => i));
  });
});
