import { describe, expect, it } from 'vitest';
import { exact } from '../exact';
import { playTower, TOWER_DEFAULTS, TOWER_DIFFICULTIES, towerExactRtp, towerMultiplier } from './tower';
import { scriptedRandomness } from './stub-randomness.test-support';

describe('tower', () => {
  it('returns exactly 97.5% on every difficulty and floor count', () => {
    for (const difficulty of Object.keys(TOWER_DIFFICULTIES) as (keyof typeof TOWER_DIFFICULTIES)[]) {
      for (let floors = 1; floors <= 8; floors += 1) {
        expect(towerExactRtp({ ...TOWER_DEFAULTS, difficulty }, floors)).toEqual(exact(975, 1000));
      }
    }
  });

  it('draws each floor’s trap as the player reaches it and stops on the trap', () => {
    // Medium: one trap of three tiles per floor; a draw of 0 puts it on tile 0.
    const lost = playTower(scriptedRandomness([0, 0]), TOWER_DEFAULTS, { tiles: [1, 0, 2] });
    expect(lost).toEqual({ traps: [[0], [0]], floorsCleared: 1, multiplier: exact(0) });
    const won = playTower(scriptedRandomness([0, 0]), TOWER_DEFAULTS, { tiles: [1, 2] });
    expect(won.multiplier).toEqual(towerMultiplier(TOWER_DEFAULTS, 2));
    expect(won.multiplier).toEqual(exact(975 * 9, 1000 * 4));
  });
});
