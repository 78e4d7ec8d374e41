import { describe, expect, it } from 'vitest';
import { easeOut, FREE_SPIN_DEG_PER_S, landingAngle, segmentRest, slowDownTravel } from './wheel-spin';

describe('landingAngle', () => {
  it('puts the drawn segment under the pointer', () => {
    // Segment 0 spans 0°–18° clockwise from the pointer: turned back by its centre, 9°.
    expect(segmentRest(0)).toBe(351);
    expect(segmentRest(19)).toBe(9);
    for (const segment of [0, 7, 19]) {
      const landed = landingAngle(1234, segment, 400);
      expect(((landed % 360) + 360) % 360).toBeCloseTo(segmentRest(segment));
    }
  });

  it('only ever turns forward, and at least as far as asked', () => {
    const from = 7200 + 100;
    const to = landingAngle(from, 3, 400);
    expect(to).toBeGreaterThanOrEqual(from + 400);
    expect(to).toBeLessThan(from + 400 + 360);
  });

  it('lands at once where asked to travel nothing', () => {
    expect(landingAngle(351, 0, 0)).toBe(351);
  });
});

describe('the slow-down', () => {
  it('starts at the free spin’s speed', () => {
    const ms = 3000;
    const travel = slowDownTravel(ms);
    const dt = 0.001;
    const startSpeed = ((easeOut(dt) - easeOut(0)) * travel) / ((dt * ms) / 1000);
    expect(startSpeed).toBeCloseTo(FREE_SPIN_DEG_PER_S, 0);
  });

  it('ends at rest', () => {
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.999) - easeOut(0.998)).toBeLessThan(1e-5);
  });
});
