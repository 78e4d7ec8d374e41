import { exact, fairRandomness, playDoubleBallRoulette } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { IllegalPlay } from '../family';
import { doubleBallRouletteFamily } from './double-ball-roulette-family';
import { scripted } from './rigged-randomness.test-support';

/** The two balls landing in these pockets, in launch order. */
const balls = (first: number, second: number) => scripted([first, second]);

describe('double ball roulette family', () => {
  it('settles every bet on both balls, half its stake on each, and shows both pockets', () => {
    const bets = [
      { type: 'straight', numbers: [17], stake: 100 },
      { type: 'red', stake: 50 },
      { type: 'dozen', which: 1, stake: 30 },
    ] as const;
    const round = doubleBallRouletteFamily.play({}, 180, { bets: [...bets] }, [], balls(17, 3));
    expect(round).toEqual({
      staked: 180,
      // The straight hit by one ball: 18×; red by one ball (3), its stake back; the dozen by one ball (3): 1.5×.
      returned: 1_800 + 50 + 45,
      actions: [],
      view: {
        pockets: [17, 3],
        labels: ['17', '3'],
        colors: ['black', 'red'],
        bets: [
          { type: 'straight', numbers: [17], stake: 100, returned: 1_800 },
          { type: 'red', stake: 50, returned: 50 },
          { type: 'dozen', which: 1, stake: 30, returned: 45 },
        ],
      },
    });
  });

  it('pays both balls in the bet twice as much, and shows zero green', () => {
    const round = doubleBallRouletteFamily.play(
      {},
      100,
      { bets: [{ type: 'straight', numbers: [0], stake: 100 }] },
      [],
      balls(0, 0),
    );
    expect(round.returned).toBe(3_600);
    expect(round.view).toMatchObject({ pockets: [0, 0], colors: ['green', 'green'] });
  });

  it('refuses what the European layout does not have, or a slip whose total is not the stake', () => {
    const play =
      (choice: unknown, stake = 100) =>
      () =>
        doubleBallRouletteFamily.play({}, stake, choice as never, [], balls(1, 2));
    expect(play({ bets: [{ type: 'straight', numbers: [37], stake: 100 }] })).toThrow(IllegalPlay);
    expect(play({ bets: [{ type: 'split', numbers: [1, 5], stake: 100 }] })).toThrow(IllegalPlay);
    expect(play({ bets: [{ type: 'red', stake: 100 }] }, 150)).toThrow(IllegalPlay);
    expect(doubleBallRouletteFamily.params.safeParse({ variant: 'american' }).success).toBe(false);
  });

  it('prices the table at 36/37 and its hit rate for red at 1,008 in 1,369', () => {
    expect(doubleBallRouletteFamily.exactRtp({})).toEqual(exact(36, 37));
    expect(doubleBallRouletteFamily.hitRate({})).toEqual(exact(1_008, 1_369));
  });

  it('moves exactly the money the engine settles, over real provably fair streams', () => {
    const bets = [
      { type: 'corner' as const, numbers: [1, 2, 4, 5], stake: 13 },
      { type: 'odd' as const, stake: 51 },
    ];
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const stream = () => fairRandomness({ serverSeed: 'double', clientSeed: 'ball', nonce });
      const round = doubleBallRouletteFamily.play({}, 64, { bets }, [], stream());
      const engine = playDoubleBallRoulette(bets, stream());
      expect(round.returned).toBe(engine.returns.reduce((sum, returned) => sum + returned, 0));
    }
  });
});
