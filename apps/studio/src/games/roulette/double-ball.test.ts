import { describe, expect, it } from 'vitest';
import { ballLandings, doubleBallOutcomeSchema, doubleBallReturns } from './double-ball';

describe('doubleBallReturns', () => {
  it('returns half the single-ball return for one ball and all of it for both', () => {
    expect(doubleBallReturns('straight')).toEqual({ oneBall: 18, bothBalls: 36 });
    expect(doubleBallReturns('split')).toEqual({ oneBall: 9, bothBalls: 18 });
    expect(doubleBallReturns('corner')).toEqual({ oneBall: 4.5, bothBalls: 9 });
    expect(doubleBallReturns('dozen')).toEqual({ oneBall: 1.5, bothBalls: 3 });
    expect(doubleBallReturns('red')).toEqual({ oneBall: 1, bothBalls: 2 });
  });
});

describe('the double ball outcome', () => {
  it('is read ball by ball, in launch order', () => {
    const outcome = doubleBallOutcomeSchema.parse({
      pockets: [17, 0],
      labels: ['17', '0'],
      colors: ['black', 'green'],
    });
    expect(ballLandings(outcome)).toEqual([
      { pocket: 17, label: '17', color: 'black' },
      { pocket: 0, label: '0', color: 'green' },
    ]);
  });

  it('refuses a round without exactly two balls', () => {
    expect(doubleBallOutcomeSchema.safeParse({ pockets: [17], labels: ['17'], colors: ['black'] }).success).toBe(false);
  });
});
