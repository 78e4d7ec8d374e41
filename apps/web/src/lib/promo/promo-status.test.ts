import { describe, expect, it } from 'vitest';
import { promoCountdown, promoStatus } from './promo-status';

const times = { start_at: '2026-12-01T12:00:00Z', end_at: '2026-12-03T12:00:00Z' };
const at = (iso: string) => Date.parse(iso);

describe('promo time status', () => {
  it('is FUTURE before the start, ACTIVE until the end, then ARCHIVE', () => {
    expect(promoStatus(times, at('2026-12-01T11:59:59Z'))).toBe('FUTURE');
    expect(promoStatus(times, at('2026-12-01T12:00:00Z'))).toBe('ACTIVE');
    expect(promoStatus(times, at('2026-12-03T11:59:59Z'))).toBe('ACTIVE');
    expect(promoStatus(times, at('2026-12-03T12:00:00Z'))).toBe('ARCHIVE');
  });

  it('counts down to the start while future and to the end while active; archived promos have no timer', () => {
    expect(promoCountdown(times, at('2026-11-30T10:58:30Z'))).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 30,
      done: false,
    });
    expect(promoCountdown(times, at('2026-12-03T11:59:59Z'))).toMatchObject({ days: 0, seconds: 1, done: false });
    expect(promoCountdown(times, at('2026-12-05T00:00:00Z'))).toBeNull();
  });
});
