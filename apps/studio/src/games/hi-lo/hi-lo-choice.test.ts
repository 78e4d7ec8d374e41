import { describe, expect, it } from 'vitest';
import { buildHiLoAction, canTake, guessChancePercent, rankLabel } from './hi-lo-choice';

describe('hi-lo', () => {
  it('sends a guess without details', () => {
    expect(buildHiLoAction('higher')).toEqual({ action: 'higher', details: {} });
    expect(buildHiLoAction('cashout')).toEqual({ action: 'cashout', details: {} });
  });

  it('shows the chance of each guess, counting the same rank as a win', () => {
    expect(guessChancePercent(1, 'higher')).toBe(100);
    expect(guessChancePercent(1, 'lower')).toBe(7.69);
    expect(guessChancePercent(13, 'lower')).toBe(100);
    expect(guessChancePercent(7, 'higher')).toBe(53.85);
  });

  it('names ranks as on the card', () => {
    expect([1, 2, 10, 11, 12, 13].map(rankLabel)).toEqual(['A', '2', '10', 'J', 'Q', 'K']);
  });

  it('takes only what the server offers, and nothing while busy', () => {
    expect(canTake('cashout', ['higher', 'lower'], false)).toBe(false);
    expect(canTake('higher', ['higher', 'lower'], false)).toBe(true);
    expect(canTake('higher', ['higher', 'lower'], true)).toBe(false);
  });
});
