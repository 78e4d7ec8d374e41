import { describe, expect, it } from 'vitest';
import { formatElapsed, formatNetPosition, netPosition, recordStep, type SessionRounds } from './session-stats';

const play = (...steps: Parameters<typeof recordStep>[1][]): SessionRounds =>
  steps.reduce<SessionRounds>((rounds, step) => recordStep(rounds, step), new Map());

describe('netPosition', () => {
  it('is zero before the first round', () => {
    expect(netPosition(new Map())).toBe(0);
  });

  it('adds what each round paid back and subtracts what it took', () => {
    const rounds = play({ round_id: 'a', stake: 100, win: 250 }, { round_id: 'b', stake: 200, win: 0 });
    expect(netPosition(rounds)).toBe(-50);
  });

  it('counts a round reported in several steps once, at its latest totals', () => {
    // A blackjack hand: stake 100, then doubled to 200, then paid 400.
    const rounds = play(
      { round_id: 'hand', stake: 100, win: 0 },
      { round_id: 'hand', stake: 200, win: 0 },
      { round_id: 'hand', stake: 200, win: 400 },
    );
    expect(netPosition(rounds)).toBe(200);
  });
});

describe('formatNetPosition', () => {
  const euro = { currency: 'EUR', locale: 'en' as const };

  it('signs a gain with a plus', () => {
    expect(formatNetPosition(1250, euro)).toBe('+€12.50');
  });

  it('shows a loss as the plain negative amount', () => {
    expect(formatNetPosition(-300, euro)).toBe('-€3');
  });

  it('shows an even session without a sign', () => {
    expect(formatNetPosition(0, euro)).toBe('€0');
  });

  it('formats in the session currency and the page locale', () => {
    expect(formatNetPosition(1250, { currency: 'CAD', locale: 'fr-CA' })).toBe('+12,50\u00a0$');
  });
});

describe('formatElapsed', () => {
  it('reads minutes and seconds under an hour', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(249_900)).toBe('04:09');
  });

  it('adds the hours from the first hour on', () => {
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(36_000_000)).toBe('10:00:00');
  });

  it('never shows a negative time when the clock moves back', () => {
    expect(formatElapsed(-5_000)).toBe('00:00');
  });
});
