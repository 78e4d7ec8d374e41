import { describe, expect, it } from 'vitest';
import { deservesWarning } from './failed-deposit-warning';

const now = Date.parse('2026-11-24T01:00:00Z');
const deposit = (state: string, minutesAgo: number, action = 'deposit') =>
  ({
    id: 7,
    action,
    state,
    created_at: new Date(now - minutesAgo * 60_000).toISOString(),
  }) as Parameters<typeof deservesWarning>[0];

describe('the failed-deposit warning', () => {
  it('warns of a declined or cancelled deposit less than 5 minutes old, once per id', () => {
    expect(deservesWarning(deposit('declined', 1), now, [])).toBe(true);
    expect(deservesWarning(deposit('canceled', 4.9), now, [])).toBe(true);
    expect(deservesWarning(deposit('declined', 1), now, [7])).toBe(false);
  });

  it('stays quiet about older ones, successes and withdrawals', () => {
    expect(deservesWarning(deposit('declined', 5), now, [])).toBe(false);
    expect(deservesWarning(deposit('succeeded', 1), now, [])).toBe(false);
    expect(deservesWarning(deposit('pending', 1), now, [])).toBe(false);
    expect(deservesWarning(deposit('rejected', 1, 'cashout'), now, [])).toBe(false);
  });
});
