import { describe, expect, it } from 'vitest';
import { exact } from '../exact';
import { MINES_DEFAULTS, minesExactRtp, minesMultiplier, playMines } from './mines';
import { scriptedRandomness } from './stub-randomness.test-support';

describe('mines', () => {
  it('multiplies by RTP × C(25, k) / C(25 − mines, k)', () => {
    expect(minesMultiplier(MINES_DEFAULTS, 1)).toEqual(exact(98 * 25, 100 * 22));
    expect(minesMultiplier({ ...MINES_DEFAULTS, mines: 24 }, 1)).toEqual(exact(98 * 25, 100));
  });

  it('returns exactly 98% whatever the mines and the tiles opened before cashing out', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let picks = 1; picks <= 25 - mines; picks += 1) {
        expect(minesExactRtp({ ...MINES_DEFAULTS, mines }, picks)).toEqual(exact(98, 100));
      }
    }
  });

  it('places the mines by a partial shuffle and ends the round on the first mine', () => {
    // Draws 0, 0, 0 keep tiles 0, 1, 2 in place: the mines.
    const hit = playMines(scriptedRandomness([0, 0, 0]), MINES_DEFAULTS, { picks: [10, 2, 11] });
    expect(hit).toEqual({ mineTiles: [0, 1, 2], safePicks: 1, hitMine: true, multiplier: exact(0) });
    const safe = playMines(scriptedRandomness([0, 0, 0]), MINES_DEFAULTS, { picks: [10, 11] });
    expect(safe.multiplier).toEqual(minesMultiplier(MINES_DEFAULTS, 2));
  });

  it('refuses repeated tiles and impossible mine counts', () => {
    expect(() => playMines(scriptedRandomness([]), MINES_DEFAULTS, { picks: [3, 3] })).toThrow(RangeError);
    expect(() => playMines(scriptedRandomness([]), { ...MINES_DEFAULTS, mines: 25 }, { picks: [3] })).toThrow(
      RangeError,
    );
  });
});
