import { describe, expect, it } from 'vitest';
import { playedTimeText } from './played-time';

describe('playedTimeText', () => {
  it('says whole minutes, and hours when there are some', () => {
    expect(playedTimeText(31 * 60 + 9, 'en')).toBe('31 minutes');
    expect(playedTimeText(3_909, 'en')).toBe('1 hour 5 minutes');
    expect(playedTimeText(2 * 3_600, 'en')).toBe('2 hours');
    expect(playedTimeText(-5, 'en')).toBe('0 minutes');
  });

  it('is worded in the player’s language', () => {
    // French puts a no-break space between number and unit.
    expect(playedTimeText(3_909, 'fr-CA').replace(/\s/g, ' ')).toBe('1 heure 5 minutes');
  });
});
