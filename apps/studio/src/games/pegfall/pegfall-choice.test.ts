import { describe, expect, it } from 'vitest';
import { ballAt, ballWaypoints, buildPegfallChoice, isPegfallRows, paytableOf } from './pegfall-choice';

describe('pegfall', () => {
  it('sends rows and risk', () => {
    expect(buildPegfallChoice(12, 'high')).toEqual({ rows: 12, risk: 'high' });
    expect(isPegfallRows(16)).toBe(true);
    expect(isPegfallRows(17)).toBe(false);
  });

  it('reads the paytable from the game’s parameters, else the engine’s', () => {
    const custom = Array.from({ length: 9 }, (_, bucket) => bucket);
    expect(paytableOf({ paytables: { low: { '8': custom } } }, 8, 'low')).toEqual(custom);
    const engine = paytableOf({}, 8, 'low');
    expect(engine).toHaveLength(9);
    expect(engine[0]).toBe(engine[8]);
  });

  it('follows the path to the bucket the server named', () => {
    const path = ['right', 'right', 'left', 'right', 'left', 'left', 'left', 'right'] as const;
    const points = ballWaypoints(path);
    expect(points).toHaveLength(path.length + 2);
    // Four rights of eight rows: bucket 4, the middle, at x = 0.
    expect(points.at(-1)).toEqual({ x: 0, y: 8.9 });
    expect(ballWaypoints(Array(8).fill('left')).at(-1)?.x).toBe(-4);
    expect(ballWaypoints(Array(8).fill('right')).at(-1)?.x).toBe(4);
  });

  it('starts at the top and ends in the bucket', () => {
    const points = ballWaypoints(['left', 'right']);
    expect(ballAt(points, 0)).toEqual(points[0]);
    expect(ballAt(points, 1)).toEqual(points.at(-1));
  });
});
