import { describe, expect, it } from 'vitest';
import { flightMsOf, flightMultiplierAt } from './crash-flight';
import { MAX_MULTIPLIER_HUNDREDTHS } from './multiplier-draw';

describe('the crash clock', () => {
  it('starts at 1.00× and doubles in about 5.8 s', () => {
    expect(flightMultiplierAt(0)).toBe(100);
    expect(flightMultiplierAt(-500)).toBe(100);
    expect(flightMultiplierAt(5_776)).toBe(199);
    expect(flightMultiplierAt(5_777)).toBe(200);
    expect(flightMultiplierAt(19_189)).toBe(1000);
  });

  it('never goes down', () => {
    let previous = 0;
    for (let ms = 0; ms < 200_000; ms += 7) {
      const value = flightMultiplierAt(ms);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('flies until the first millisecond past the crash point, and no longer', () => {
    for (const point of [100, 101, 150, 199, 200, 1_000, 123_456, 99_999_999]) {
      const ms = flightMsOf(point);
      expect(flightMultiplierAt(ms)).toBeGreaterThan(point);
      if (ms > 0) expect(flightMultiplierAt(ms - 1)).toBeLessThanOrEqual(point);
    }
    expect(flightMsOf(100)).toBe(83);
  });

  it('ends a round at the highest crash point just after the multiplier reaches it', () => {
    const ms = flightMsOf(MAX_MULTIPLIER_HUNDREDTHS);
    expect(flightMultiplierAt(ms - 1)).toBe(MAX_MULTIPLIER_HUNDREDTHS);
    expect(flightMultiplierAt(ms - 2)).toBeLessThan(MAX_MULTIPLIER_HUNDREDTHS);
  });
});
