import { describe, expect, it } from 'vitest';
import { buildKenoChoice, canDraw, kenoCellState, paytableFor, quickPick, togglePick } from './keno-choice';

describe('keno choice', () => {
  it('toggles picks, at most ten, only 1–40', () => {
    expect(togglePick([3, 7], 7)).toEqual([3]);
    expect(togglePick([3], 9)).toEqual([3, 9]);
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(togglePick(ten, 11)).toEqual(ten);
    expect(togglePick([], 41)).toEqual([]);
  });

  it('quick-picks distinct numbers', () => {
    let state = 7;
    const picks = quickPick(10, (max) => (state = (state * 31 + 3) % 101) % max);
    expect(new Set(picks).size).toBe(10);
    expect(picks.every((n) => n >= 1 && n <= 40)).toBe(true);
    expect(quickPick(12, () => 0)).toHaveLength(10);
  });

  it('sends sorted distinct picks, and only 1–10 of them', () => {
    expect(buildKenoChoice([30, 4, 4, 12])).toEqual({ picks: [4, 12, 30] });
    expect(canDraw([])).toBe(false);
    expect(canDraw([5])).toBe(true);
  });

  it('reads the paytable row for the pick count from the game’s parameters', () => {
    expect(paytableFor({ paytables: { '2': [0, 152, 630] } }, 2)).toEqual([0, 152, 630]);
    expect(paytableFor({}, 1)).toEqual([0, 380]);
  });

  it('marks hits, picks and other drawn numbers', () => {
    expect(kenoCellState(5, [5, 6], [5, 9])).toBe('hit');
    expect(kenoCellState(6, [5, 6], [5, 9])).toBe('picked');
    expect(kenoCellState(9, [5, 6], [5, 9])).toBe('drawn');
    expect(kenoCellState(1, [5, 6], [5, 9])).toBe('idle');
  });
});
