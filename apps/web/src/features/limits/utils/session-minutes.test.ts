import { describe, expect, it } from 'vitest';
import { MAX_SESSION_MINUTES, parseMinutes } from './session-minutes';

describe('parseMinutes', () => {
  it('reads whole minutes within the contract’s bounds', () => {
    expect(parseMinutes(' 90 ')).toEqual({ minutes: 90 });
    expect(parseMinutes(String(MAX_SESSION_MINUTES))).toEqual({ minutes: MAX_SESSION_MINUTES });
  });

  it('refuses blanks, fractions and out-of-range values', () => {
    expect(parseMinutes('')).toEqual({ problem: 'required' });
    expect(parseMinutes('1.5')).toEqual({ problem: 'format' });
    expect(parseMinutes('0')).toEqual({ problem: 'minutesRange' });
    expect(parseMinutes(String(MAX_SESSION_MINUTES + 1))).toEqual({ problem: 'minutesRange' });
  });
});
