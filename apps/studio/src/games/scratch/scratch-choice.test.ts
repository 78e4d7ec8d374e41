import { describe, expect, it } from 'vitest';
import { allScratched, scratchPrizes, scratchTile, winningTiles } from './scratch-choice';

describe('scratch card', () => {
  it('scratches each tile once', () => {
    expect(scratchTile([], 4)).toEqual([4]);
    expect(scratchTile([4], 4)).toEqual([4]);
    expect(scratchTile([4], 9)).toEqual([4]);
    expect(allScratched([0, 1, 2, 3, 4, 5, 6, 7])).toBe(false);
    expect(allScratched([0, 1, 2, 3, 4, 5, 6, 7, 8])).toBe(true);
  });

  it('lights the three winning tiles', () => {
    const view = { tiles: [2, 0, 2, 1, 3, 2, 0, 1, 4], winning_symbol: 2, multiplier: '3.0000' };
    expect(winningTiles(view)).toEqual([0, 2, 5]);
    expect(winningTiles({ ...view, winning_symbol: null })).toEqual([]);
  });

  it('reads the prize list from the game, else the engine’s', () => {
    expect(scratchPrizes({ prizes: [{ multiplier: 2, tickets: 500 }] })).toEqual([{ multiplier: 2, tickets: 500 }]);
    expect(scratchPrizes({ prizes: 'nonsense' })).toHaveLength(7);
  });
});
