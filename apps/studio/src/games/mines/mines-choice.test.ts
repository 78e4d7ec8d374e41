import { describe, expect, it } from 'vitest';
import {
  buildMinesChoice,
  buildRevealDetails,
  canReveal,
  cashOutAmount,
  firstTileMultiplier,
  tileState,
  type MinesView,
} from './mines-choice';

const open: MinesView = { mines: 3, revealed: [0, 7], multiplier: '1.2800', next_multiplier: '1.5400' };
const lost: MinesView = { ...open, revealed: [0, 7, 12], mine_tiles: [3, 12, 20], hit_mine: true };

describe('mines choice', () => {
  it('sends the mine count inside 1–24', () => {
    expect(buildMinesChoice(3)).toEqual({ mines: 3 });
    expect(buildMinesChoice(0)).toEqual({ mines: 1 });
    expect(buildMinesChoice(30)).toEqual({ mines: 24 });
    expect(buildRevealDetails(12)).toEqual({ tile: 12 });
  });

  it('reveals only hidden tiles of an open round', () => {
    expect(canReveal(1, open, true)).toBe(true);
    expect(canReveal(7, open, true)).toBe(false);
    expect(canReveal(1, open, false)).toBe(false);
    expect(canReveal(25, open, true)).toBe(false);
    expect(canReveal(1, undefined, true)).toBe(false);
  });

  it('shows opened, hit and left-over mines after the round', () => {
    expect(tileState(0, open)).toBe('safe');
    expect(tileState(3, open)).toBe('hidden');
    expect(tileState(12, lost)).toBe('mine');
    expect(tileState(3, lost)).toBe('mine-unrevealed');
    expect(tileState(4, lost)).toBe('hidden');
  });

  it('promises the exact cash-out the engine pays, rounded down', () => {
    // 3 mines, 1 safe tile: 0.98 × 25/22 = 1.11363…; 100 × that = 111.36 → 111.
    expect(cashOutAmount(100, 9800, 3, 1)).toBe(111);
    expect(cashOutAmount(100, 9800, 3, 0)).toBe(0);
    expect(firstTileMultiplier(9800, 3)).toBe('1.1136');
    expect(firstTileMultiplier(9800, 24)).toBe('24.5000');
  });
});
