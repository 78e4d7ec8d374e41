import { describe, expect, it } from 'vitest';
import { buildWheelChoice, segmentColour, wheelAngle, wheelSegments } from './wheel-choice';

describe('wheel', () => {
  it('sends the risk', () => {
    expect(buildWheelChoice('high')).toEqual({ risk: 'high' });
  });

  it('reads the segments from the game, else from the engine', () => {
    const custom = Array.from({ length: 20 }, (_, index) => `${index}.00`);
    expect(wheelSegments({ segments: { low: custom } }, 'low')).toEqual(custom);
    const high = wheelSegments({}, 'high');
    expect(high).toHaveLength(20);
    expect(high[0]).toBe('19.40');
    expect(high.slice(1).every((value) => value === '0.00')).toBe(true);
  });

  it('stops the drawn segment under the pointer', () => {
    for (const segment of [0, 7, 19]) {
      const angle = wheelAngle(segment, 1);
      // Rotating the wheel clockwise by `angle` brings the segment's centre to 0° (the top).
      const centre = (segment + 0.5) * 18;
      expect((((centre + angle) % 360) + 360) % 360).toBeCloseTo(0);
      expect(angle).toBeGreaterThan(360 * 4);
    }
  });

  it('gives losing segments the dark colour', () => {
    expect(segmentColour('0.00')).toBe('#1e2147');
    expect(segmentColour('19.40')).toBe('#fde047');
  });
});
