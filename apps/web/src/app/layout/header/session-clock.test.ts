import { describe, expect, it } from 'vitest';
import { formatElapsed, sessionStartedAt } from './session-clock';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('session clock', () => {
  it('keeps a stored start', () => {
    expect(sessionStartedAt(String(NOW - 90_000), NOW)).toBe(NOW - 90_000);
  });

  it.each([null, '', 'abc', '-5', String(NOW + 1_000)])('starts now from %j', (stored) => {
    expect(sessionStartedAt(stored, NOW)).toBe(NOW);
  });

  it('counts wall-clock time, however rarely it is asked', () => {
    // A background tab may tick once a minute; the shown time must still be the real one.
    expect(formatElapsed(NOW - 3_723_400, NOW)).toEqual({ seconds: 3723, text: '01:02:03' });
    expect(formatElapsed(NOW, NOW)).toEqual({ seconds: 0, text: '00:00:00' });
  });

  it('never shows a negative time', () => {
    expect(formatElapsed(NOW + 5_000, NOW)).toEqual({ seconds: 0, text: '00:00:00' });
  });
});
