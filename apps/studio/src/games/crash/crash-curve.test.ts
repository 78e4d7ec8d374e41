import { describe, expect, it } from 'vitest';
import { flightMultiplierAt } from '@casino/game-engine';
import { climbDurationMs, curvePath, flightEndX, flightPath, multiplierAt } from './crash-curve';

describe('crash climb', () => {
  it('starts at 1.00× and ends exactly at the crash point', () => {
    expect(multiplierAt(0, 2500)).toBe(100);
    expect(multiplierAt(1, 2500)).toBeGreaterThanOrEqual(2499);
    expect(multiplierAt(1, 2500)).toBeLessThanOrEqual(2500);
    expect(multiplierAt(0.5, 400)).toBe(200);
  });

  it('takes longer for higher points, within seven seconds', () => {
    expect(climbDurationMs(100)).toBe(900);
    expect(climbDurationMs(200)).toBeGreaterThan(climbDurationMs(150));
    expect(climbDurationMs(100_000_000)).toBe(7000);
  });

  it('draws a path inside its box', () => {
    const path = curvePath(1, 1000);
    expect(path.startsWith('M2.00 58.00')).toBe(true);
    const numbers = path.match(/-?\d+\.\d+/g)!.map(Number);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(100);
  });
});

describe('a shared flight', () => {
  const numbersOf = (path: string) => path.match(/-?\d+\.\d+/g)!.map(Number);

  it('fills the first ten seconds across the chart, then widens with the flight', () => {
    expect(flightEndX(0)).toBe(2);
    expect(flightEndX(5_000)).toBe(50);
    expect(flightEndX(10_000)).toBe(98);
    expect(flightEndX(60_000)).toBe(98);
  });

  it('starts on the ground and keeps its path inside the box, however high the flight goes', () => {
    for (const elapsed of [1, 4_000, 30_000, 120_000]) {
      const path = flightPath(elapsed, flightMultiplierAt);
      expect(path.startsWith('M2.00 58.00')).toBe(true);
      const numbers = numbersOf(path);
      expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...numbers)).toBeLessThanOrEqual(100);
    }
  });
});
