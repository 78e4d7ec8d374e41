import { describe, expect, it } from 'vitest';
import { playedTimeText } from './played-time';

describe('playedTimeText', () => {
  it('shows hours only when there are some', () => {
    expect(playedTimeText(724)).toBe('12:04');
    expect(playedTimeText(3_909)).toBe('1:05:09');
    expect(playedTimeText(-5)).toBe('0:00');
  });
});
