import { describe, expect, it } from 'vitest';
import { nextRoundsPage, roundNet, roundOutcome } from './round-result';

describe('roundNet and roundOutcome', () => {
  it('is the wins minus the stakes, signed', () => {
    expect(roundNet({ total_bets: 200, total_wins: 500 })).toBe(300);
    expect(roundNet({ total_bets: 250, total_wins: 0 })).toBe(-250);
    expect(roundNet({ total_bets: 100, total_wins: 100 })).toBe(0);
  });

  it('reads a gain as a win, a shortfall as a loss and nothing as even', () => {
    expect(roundOutcome(300)).toBe('win');
    expect(roundOutcome(-1)).toBe('loss');
    expect(roundOutcome(0)).toBe('even');
  });
});

describe('nextRoundsPage', () => {
  const rounds = (count: number) => Array.from({ length: count }, (_, index) => index);

  it('asks for the following page while pages come back full', () => {
    expect(nextRoundsPage(rounds(20), 1, 20)).toBe(2);
    expect(nextRoundsPage(rounds(20), 3, 20)).toBe(4);
  });

  it('stops at a page shorter than the page size, or an empty one', () => {
    expect(nextRoundsPage(rounds(19), 1, 20)).toBeUndefined();
    expect(nextRoundsPage(rounds(0), 2, 20)).toBeUndefined();
  });
});
