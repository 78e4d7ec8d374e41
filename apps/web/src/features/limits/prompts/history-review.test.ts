import { describe, expect, it } from 'vitest';
import { HISTORY_REVIEW_EVERY_MS, historyReviewState } from './history-review';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('historyReviewState', () => {
  it('starts the six months when nothing is remembered, or the mark is damaged', () => {
    expect(historyReviewState(null, NOW)).toBe('start');
    expect(historyReviewState('yesterday', NOW)).toBe('start');
  });

  it('waits until six months have passed since the last review, then is due', () => {
    const justUnder = new Date(NOW - HISTORY_REVIEW_EVERY_MS + 60_000).toISOString();
    const past = new Date(NOW - HISTORY_REVIEW_EVERY_MS).toISOString();
    expect(historyReviewState(justUnder, NOW)).toBe('wait');
    expect(historyReviewState(past, NOW)).toBe('due');
  });
});
