import { describe, expect, it } from 'vitest';
import { buildSlipChoice } from '../shared-table/bet-slip';
import { chipOnSpot, dragonTigerViewSchema, returnsBySpot } from './dragon-tiger-bets';

describe('dragon tiger', () => {
  it('builds the server’s bet slip from chips on the spots', () => {
    expect(buildSlipChoice([chipOnSpot('dragon', 100), chipOnSpot('tie', 10), chipOnSpot('dragon', 100)])).toEqual({
      bets: [
        { type: 'dragon', stake: 200 },
        { type: 'tie', stake: 10 },
      ],
    });
  });

  it('reads the dealt cards and what each bet returned', () => {
    const view = dragonTigerViewSchema.parse({
      dragon: { rank: 13, suit: 'spades' },
      tiger: { rank: 13, suit: 'hearts' },
      winner: 'tie',
      bets: [
        { type: 'dragon', stake: 200, returned: 100 },
        { type: 'tie', stake: 10, returned: 90 },
      ],
    });
    expect(returnsBySpot(view).get('dragon')).toBe(100);
    expect(returnsBySpot(view).get('tie')).toBe(90);
    expect(dragonTigerViewSchema.safeParse({ ...view, winner: 'banker' }).success).toBe(false);
  });
});
