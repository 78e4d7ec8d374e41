import { describe, expect, it } from 'vitest';
import { landingPosition, landingStart, reelFrame, spinningPosition, wrapIndex } from './reel-motion';

const strip = ['A', 'B', 'C', 'D', 'E', 'F'];

describe('reel motion', () => {
  it('shows the strip from the top row down, wrapping, with one row spare for the slide', () => {
    expect(reelFrame(strip, 4, 3)).toEqual({ symbols: ['E', 'F', 'A', 'B'], slide: 0 });
    const sliding = reelFrame(strip, -0.25, 3);
    expect(sliding.symbols).toEqual(['F', 'A', 'B', 'C']);
    expect(sliding.slide).toBeCloseTo(0.75);
    expect(wrapIndex(-7, 6)).toBe(5);
  });

  it('lands exactly on the stop, after passing the real strip above it', () => {
    const start = landingStart(-37.4, 2, 0.02, 450);
    expect(start - Math.floor(start)).toBeCloseTo(0.6);
    expect(start).toBeGreaterThan(2);
    expect(landingPosition(start, 2, 0, 450)).toBeCloseTo(start);
    expect(landingPosition(start, 2, 450, 450)).toBe(2);
    // The overshoot takes the reel just past its stop before it settles back.
    const samples = Array.from({ length: 90 }, (_, at) => landingPosition(start, 2, at * 5, 450));
    expect(Math.min(...samples)).toBeLessThan(2);
    expect(Math.min(...samples)).toBeGreaterThan(1.7);
  });

  it('lifts the reel a little before it runs down the strip', () => {
    expect(spinningPosition(10, 70, 0.02)).toBeGreaterThan(10);
    expect(spinningPosition(10, 1000, 0.02)).toBeLessThan(0);
  });
});
