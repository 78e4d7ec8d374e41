import { describe, expect, it } from 'vitest';
import { betKey, type RouletteBet } from '../../games/roulette/roulette-bets';
import { placementsFromChoice } from './live-slip';

describe('placementsFromChoice', () => {
  it('turns the choice the table took back into chips on their positions', () => {
    const choice = {
      bets: [
        { type: 'straight', numbers: [17], stake: 500 },
        { type: 'red', stake: 1000 },
      ],
    };
    expect(placementsFromChoice<RouletteBet>(choice, betKey)).toEqual([
      { key: 'straight:17', bet: { type: 'straight', numbers: [17] }, amount: 500 },
      { key: 'red', bet: { type: 'red' }, amount: 1000 },
    ]);
  });

  it('draws nothing for a choice without bets, or bets without a stake', () => {
    expect(placementsFromChoice({ risk: 'high' }, betKey)).toEqual([]);
    expect(placementsFromChoice({ bets: [null, { type: 'red' }, { type: 'odd', stake: 0 }] }, betKey)).toEqual([]);
  });
});
