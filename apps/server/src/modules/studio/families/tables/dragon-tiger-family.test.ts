import { exact, fairRandomness } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { dragonTigerFamily } from './dragon-tiger-family';
import { cards, riggedShoe, scripted } from './rigged-randomness.test-support';
import { refusedField } from './refused-field.test-support';

/** An 8-deck shoe dealing the dragon's card, then the tiger's. */
const shoe = (...labels: string[]) => riggedShoe(8, cards(...labels));
const slip = {
  bets: [
    { type: 'dragon' as const, stake: 101 },
    { type: 'tie' as const, stake: 10 },
  ],
};

describe('dragon tiger family', () => {
  it('pays the higher card, kings high and aces low', () => {
    const round = dragonTigerFamily.play({}, 111, slip, [], shoe('Ks', 'Ah'));
    expect(round).toEqual({
      staked: 111,
      returned: 202,
      actions: [],
      view: {
        dragon: cards('Ks')[0],
        tiger: cards('Ah')[0],
        winner: 'dragon',
        bets: [
          { type: 'dragon', stake: 101, returned: 202 },
          { type: 'tie', stake: 10, returned: 0 },
        ],
      },
    });
  });

  it('pays a tie 8:1 and gives half a dragon stake back, rounded down', () => {
    const round = dragonTigerFamily.play({}, 111, slip, [], shoe('7s', '7d'));
    expect(round.view.winner).toBe('tie');
    expect(round.returned).toBe(50 + 90);
  });

  it('refuses an unknown bet, a wrong stake, and any action', () => {
    const unknown = { bets: [{ type: 'banker', stake: 10 }] } as never;
    expect(refusedField(() => dragonTigerFamily.play({}, 10, unknown, [], scripted([])))).toBe('choice');
    expect(refusedField(() => dragonTigerFamily.play({}, 110, slip, [], scripted([])))).toBe('stake');
    const act = [{ action: 'deal', details: {} }];
    expect(refusedField(() => dragonTigerFamily.play({}, 111, slip, act, scripted([])))).toBe('action');
  });

  it('replays the same deal from the same seeds', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 2 };
    const first = dragonTigerFamily.play({}, 111, slip, [], fairRandomness(seeds));
    expect(dragonTigerFamily.play({}, 111, slip, [], fairRandomness(seeds))).toEqual(first);
  });

  it('shows the tie as the RTP and the dragon bet (a win, or half back on a tie) as the hit rate', () => {
    expect(dragonTigerFamily.exactRtp({})).toEqual(exact(279, 415));
    // A tie is 31 of the 415 cards left after the dragon's; the rest split evenly: (1 + 31/415) / 2.
    expect(dragonTigerFamily.hitRate({})).toEqual(exact(223, 415));
  });
});
