import { describe, expect, it } from 'vitest';
import { dateTimeText, timeUntil } from './time-until';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const after = (ms: number) => new Date(NOW + ms).toISOString();

describe('timeUntil', () => {
  it('says minutes, hours or days, rounded up', () => {
    expect(timeUntil(after(30_000), NOW, 'en')).toBe('in 1 minute');
    expect(timeUntil(after(45 * 60_000), NOW, 'en')).toBe('in 45 minutes');
    expect(timeUntil(after(3 * 3_600_000 + 60_000), NOW, 'en')).toBe('in 4 hours');
    expect(timeUntil(after(47 * 3_600_000), NOW, 'en')).toBe('in 47 hours');
    expect(timeUntil(after(3 * 86_400_000 + 1), NOW, 'en')).toBe('in 4 days');
  });

  it('never counts down past now', () => {
    expect(timeUntil(after(-60_000), NOW, 'en')).toBe('in 1 minute');
  });

  it('is worded in the player’s language', () => {
    expect(timeUntil(after(2 * 3_600_000), NOW, 'fr-CA')).toBe('dans 2 heures');
  });
});

describe('dateTimeText', () => {
  it('shows the date and time in the given zone', () => {
    expect(dateTimeText('2026-11-25T14:30:00Z', 'en', 'UTC')).toMatch(/Nov 25, 2026.*2:30/);
  });
});
