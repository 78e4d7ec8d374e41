import { describe, expect, it } from 'vitest';
import {
  buildClimbDetails,
  buildTowerChoice,
  towerCashOut,
  towerCell,
  towerLadder,
  type TowerView,
} from './tower-choice';

const open: TowerView = { difficulty: 'medium', floors: 8, tiles: 3, picks: [0, 2], multiplier: '2.1937' };
const lost: TowerView = { ...open, picks: [0, 2, 1], traps: [[1], [0], [1]], lost: true };

describe('tower', () => {
  it('builds the choice and the climb', () => {
    expect(buildTowerChoice('hard')).toEqual({ difficulty: 'hard' });
    expect(buildClimbDetails(2)).toEqual({ tile: 2 });
  });

  it('marks picks, the next floor and, after a loss, the traps', () => {
    expect(towerCell(open, true, 0, 0)).toBe('picked');
    expect(towerCell(open, true, 2, 1)).toBe('next');
    expect(towerCell(open, true, 5, 1)).toBe('future');
    expect(towerCell(lost, false, 2, 1)).toBe('trap-hit');
    expect(towerCell(lost, false, 1, 0)).toBe('trap');
  });

  it('pays RTP × (tiles / safe)^floors exactly', () => {
    // medium: 0.975 × (3/2)^2 = 2.19375; 100 × that = 219.375 → 219.
    expect(towerCashOut(100, 'medium', 9750, 2)).toBe(219);
    expect(towerCashOut(100, 'medium', 9750, 0)).toBe(0);
    expect(towerLadder('hard', 3, 9750)).toEqual([19_500, 39_000, 78_000]);
  });
});
