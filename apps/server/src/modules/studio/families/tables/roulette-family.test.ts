import { exact, fairRandomness, legalPositions } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { IllegalPlay } from '../family';
import { rouletteFamily } from './roulette-family';
import { scripted } from './rigged-randomness.test-support';

const european = { variant: 'european' } as const;
const spin = (pocket: number) => scripted([pocket]);

describe('roulette family', () => {
  it('settles every bet on the pocket, and returns the sum', () => {
    const bets = [
      { type: 'straight', numbers: [17], stake: 100 },
      { type: 'split', numbers: [17, 20], stake: 50 },
      { type: 'dozen', which: 2, stake: 30 },
      { type: 'red', stake: 20 },
    ] as const;
    const round = rouletteFamily.play(european, 200, { bets: [...bets] }, [], spin(17));
    expect(round).toEqual({
      staked: 200,
      returned: 3600 + 900 + 90,
      actions: [],
      view: {
        pocket: 17,
        label: '17',
        color: 'black',
        bets: [
          { type: 'straight', numbers: [17], stake: 100, returned: 3600 },
          { type: 'split', numbers: [17, 20], stake: 50, returned: 900 },
          { type: 'dozen', which: 2, stake: 30, returned: 90 },
          { type: 'red', stake: 20, returned: 0 },
        ],
      },
    });
  });

  it('labels the American double zero, green, and pays the top line 6:1', () => {
    const round = rouletteFamily.play(
      { variant: 'american' },
      10,
      { bets: [{ type: 'basket', numbers: [0, 37, 1, 2, 3], stake: 10 }] },
      [],
      spin(37),
    );
    expect(round.view).toMatchObject({ pocket: 37, label: '00', color: 'green' });
    expect(round.returned).toBe(70);
  });

  it('gives half an even-money stake back on zero under la partage (rounded down)', () => {
    const round = rouletteFamily.play(
      { variant: 'french' },
      101,
      { bets: [{ type: 'black', stake: 101 }] },
      [],
      spin(0),
    );
    expect(round.returned).toBe(50);
  });

  it('refuses a stake that is not the sum of the bets', () => {
    const play = () => rouletteFamily.play(european, 99, { bets: [{ type: 'red', stake: 100 }] }, [], spin(1));
    expect(play).toThrow(IllegalPlay);
    expect(play).toThrow(expect.objectContaining({ field: 'stake' }));
  });

  it('refuses a chip position that is not on the layout, and a malformed slip, before spinning', () => {
    const refused = (choice: unknown) => {
      try {
        rouletteFamily.play(european, 100, choice as never, [], scripted([]));
      } catch (error) {
        return error instanceof IllegalPlay ? error.field : error;
      }
      return 'accepted';
    };
    expect(refused({ bets: [{ type: 'split', numbers: [3, 4], stake: 100 }] })).toBe('choice');
    expect(refused({ bets: [{ type: 'straight', numbers: [37], stake: 100 }] })).toBe('choice');
    expect(refused({ bets: [{ type: 'dozen', which: 4, stake: 100 }] })).toBe('choice');
    expect(refused({ bets: [{ type: 'red', stake: 0 }] })).toBe('choice');
    expect(refused({ bets: [] })).toBe('choice');
    const tooMany = Array.from({ length: 201 }, () => ({ type: 'red', stake: 1 }));
    expect(refused({ bets: tooMany })).toBe('choice');
  });

  it('takes a chip on every position of the American layout in one round', () => {
    const inside = Object.entries(legalPositions('double-zero')).flatMap(([type, positions]) =>
      positions.map((numbers) => ({ type, numbers, stake: 1 })),
    );
    const outside = ['dozen', 'column'].flatMap((type) => [1, 2, 3].map((which) => ({ type, which, stake: 1 })));
    const evenMoney = ['red', 'black', 'even', 'odd', 'low', 'high'].map((type) => ({ type, stake: 1 }));
    const bets = [...inside, ...outside, ...evenMoney] as never[];
    const round = rouletteFamily.play({ variant: 'american' }, bets.length, { bets }, [], spin(37));
    expect(round.staked).toBe(161);
    // 00 is covered by a straight (36), three splits (0-00, 2-00, 3-00: 18 each), two trios (12 each) and the top line (7).
    expect(round.returned).toBe(36 + 3 * 18 + 2 * 12 + 7);
  });

  it('refuses any action: a spin is one step', () => {
    const play = () =>
      rouletteFamily.play(
        european,
        1,
        { bets: [{ type: 'red', stake: 1 }] },
        [{ action: 'spin', details: {} }],
        spin(1),
      );
    expect(play).toThrow(expect.objectContaining({ field: 'action' }));
  });

  it('replays the same round from the same seeds', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 4 };
    const choice = { bets: [{ type: 'straight' as const, numbers: [5], stake: 10 }] };
    const first = rouletteFamily.play(european, 10, choice, [], fairRandomness(seeds));
    const again = rouletteFamily.play(european, 10, choice, [], fairRandomness(seeds));
    expect(again).toEqual(first);
  });

  it('shows the worst bet of the layout as the RTP, and an even-money bet as the hit rate', () => {
    expect(rouletteFamily.exactRtp(european)).toEqual(exact(36, 37));
    expect(rouletteFamily.exactRtp({ variant: 'french' })).toEqual(exact(36, 37));
    expect(rouletteFamily.exactRtp({ variant: 'american' })).toEqual(exact(35, 38));
    expect(rouletteFamily.hitRate(european)).toEqual(exact(18, 37));
    expect(rouletteFamily.hitRate({ variant: 'french' })).toEqual(exact(19, 37));
    expect(rouletteFamily.hitRate({ variant: 'american' })).toEqual(exact(18, 38));
  });
});
