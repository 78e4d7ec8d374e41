import { describe, expect, it } from 'vitest';
import { buildSlipChoice } from '../shared-table/bet-slip';
import { casinoWarViewSchema, chipOnSpot, hasMainBet, returnsBySpot } from './casino-war-bets';

describe('casino war', () => {
  it('sends one main bet and at most one tie bet, and needs the main bet', () => {
    const placements = [chipOnSpot('main', 100), chipOnSpot('tie', 10), chipOnSpot('main', 100)];
    expect(buildSlipChoice(placements)).toEqual({
      bets: [
        { type: 'main', stake: 200 },
        { type: 'tie', stake: 10 },
      ],
    });
    expect(hasMainBet(placements)).toBe(true);
    expect(hasMainBet([chipOnSpot('tie', 10)])).toBe(false);
  });

  it('reads the tie decision and the settled war', () => {
    const deciding = casinoWarViewSchema.parse({
      phase: 'tie',
      player: [{ rank: 9, suit: 'clubs' }],
      dealer: [{ rank: 9, suit: 'hearts' }],
      bets: [{ type: 'main', stake: 100 }],
    });
    expect(returnsBySpot(deciding).size).toBe(0);
    const won = casinoWarViewSchema.parse({
      ...deciding,
      phase: 'settled',
      raise: 100,
      result: 'won-war',
      bets: [{ type: 'main', stake: 100, returned: 300 }],
    });
    expect(returnsBySpot(won).get('main')).toBe(300);
  });
});
