import { describe, expect, it } from 'vitest';
import { nextRealityCheckAt } from './reality-check-timing';

const START = Date.parse('2026-11-25T12:00:00Z');
const MIN = 60_000;

describe('nextRealityCheckAt', () => {
  it('falls due one interval after the session started', () => {
    expect(nextRealityCheckAt({ sessionStartedAt: START, intervalMinutes: 30, answeredAt: null })).toBe(
      START + 30 * MIN,
    );
  });

  it('then at each following interval, counted from the start', () => {
    const answered = START + 31 * MIN;
    expect(nextRealityCheckAt({ sessionStartedAt: START, intervalMinutes: 30, answeredAt: answered })).toBe(
      START + 60 * MIN,
    );
  });

  it('does not stack up checks for intervals spent with the dialog open', () => {
    const answeredLate = START + 95 * MIN;
    expect(nextRealityCheckAt({ sessionStartedAt: START, intervalMinutes: 30, answeredAt: answeredLate })).toBe(
      START + 120 * MIN,
    );
  });

  it('answered exactly on an interval, waits for the next one', () => {
    expect(nextRealityCheckAt({ sessionStartedAt: START, intervalMinutes: 15, answeredAt: START + 15 * MIN })).toBe(
      START + 30 * MIN,
    );
  });

  it('is never due when checks are off', () => {
    expect(nextRealityCheckAt({ sessionStartedAt: START, intervalMinutes: 0, answeredAt: null })).toBeNull();
    expect(nextRealityCheckAt({ sessionStartedAt: Number.NaN, intervalMinutes: 15, answeredAt: null })).toBeNull();
  });
});
