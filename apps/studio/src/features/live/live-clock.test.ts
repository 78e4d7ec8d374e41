import type { LiveRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { bettingCountdown, clockOffset, decisionCountdown, DEFAULT_BETTING_MS, secondsToNextRound } from './live-clock';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const round = (overrides: Partial<LiveRound> = {}): LiveRound => ({
  id: 'r7',
  number: 7,
  phase: 'betting',
  betting_closes_at: iso(T0 + 20_000),
  result_at: null,
  next_round_at: null,
  commitment: 'c'.repeat(64),
  client_seed: 'table:7',
  server_seed: null,
  outcome: null,
  deal: null,
  ...overrides,
});

describe('clockOffset', () => {
  it('reads the server clock as stamped halfway through the request', () => {
    // The local clock is 5 s behind: sent at T0 - 5100, answered at T0 - 4900, the server said T0.
    expect(clockOffset(iso(T0), T0 - 5100, T0 - 4900)).toBe(5000);
  });

  it('ignores a time it cannot read', () => {
    expect(clockOffset('not a time', T0, T0)).toBeUndefined();
  });
});

describe('bettingCountdown', () => {
  it('counts down to the close on the server clock, whole seconds rounded up', () => {
    const countdown = bettingCountdown(round(), T0 + 10_500, T0);
    expect(countdown.remainingMs).toBe(9500);
    expect(countdown.seconds).toBe(10);
    expect(countdown.fraction).toBeCloseTo(9500 / 20_000);
  });

  it('shows 1 until the very end and 0 only once closed', () => {
    expect(bettingCountdown(round(), T0 + 19_999, T0).seconds).toBe(1);
    expect(bettingCountdown(round(), T0 + 20_000, T0)).toEqual({ remainingMs: 0, seconds: 0, fraction: 0 });
    expect(bettingCountdown(round(), T0 + 25_000, T0).remainingMs).toBe(0);
  });

  it('assumes the usual window when the opening is unknown, never a ring past full', () => {
    const midway = bettingCountdown(round(), T0 + 20_000 - 6000, undefined);
    expect(midway.fraction).toBeCloseTo(6000 / DEFAULT_BETTING_MS);
    const early = bettingCountdown(round(), T0, undefined);
    expect(early.fraction).toBe(1);
  });

  it('reads the window from the round’s opening when the table says it, however late the frame joined', () => {
    // A crash table's 7.5 s window, joined 2.5 s before its close.
    const crash = round({ opened_at: iso(T0 + 12_500) });
    expect(bettingCountdown(crash, T0 + 17_500, undefined).fraction).toBeCloseTo(2500 / 7500);
    expect(bettingCountdown(crash, T0 + 17_500, T0).fraction).toBeCloseTo(2500 / 7500);
  });
});

describe('secondsToNextRound', () => {
  it('counts to the next opening, and says nothing once it has passed or was never set', () => {
    const finished = round({ phase: 'result', next_round_at: iso(T0 + 4200) });
    expect(secondsToNextRound(finished, T0)).toBe(5);
    expect(secondsToNextRound(finished, T0 + 5000)).toBeUndefined();
    expect(secondsToNextRound(round(), T0)).toBeUndefined();
  });
});

describe('decisionCountdown', () => {
  const deal = { phase: 'decision', player: [], player_hand: 'pair' };
  // Betting closed at T0 + 20 s; the seats decide until the result, 10 s later.
  const deciding = round({ phase: 'closed', result_at: iso(T0 + 30_000), deal });

  it('counts down from the close of betting to the result', () => {
    expect(decisionCountdown(deciding, T0 + 20_000)).toEqual({ remainingMs: 10_000, seconds: 10, fraction: 1 });
    expect(decisionCountdown(deciding, T0 + 27_500)).toEqual({ remainingMs: 2_500, seconds: 3, fraction: 0.25 });
    expect(decisionCountdown(deciding, T0 + 31_000)).toEqual({ remainingMs: 0, seconds: 0, fraction: 0 });
    // The window runs out exactly at the result time: a press after it would only be refused.
    expect(decisionCountdown(deciding, T0 + 29_999)?.remainingMs).toBe(1);
    expect(decisionCountdown(deciding, T0 + 30_000)?.remainingMs).toBe(0);
  });

  it('runs only while a deal waits for decisions', () => {
    expect(decisionCountdown({ ...deciding, deal: null }, T0 + 21_000)).toBeUndefined();
    expect(decisionCountdown({ ...deciding, phase: 'result' }, T0 + 21_000)).toBeUndefined();
    expect(decisionCountdown({ ...deciding, result_at: null }, T0 + 21_000)).toBeUndefined();
  });
});
