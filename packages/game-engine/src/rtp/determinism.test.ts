import { describe, expect, it } from 'vitest';
import { MINES_DEFAULTS, playMines } from '../instant/mines';
import { fairRandomness } from '../provably-fair/fair-randomness';
import { RTP_GAMES } from './rtp-games';

const seeds = { serverSeed: 'determinism-server', clientSeed: 'determinism-client', nonce: 41 };

describe('outcomes depend on the randomness alone', () => {
  it.each(RTP_GAMES)('$id gives the same rounds for the same seeds, call after call', (game) => {
    const play = () => {
      const randomness = fairRandomness(seeds);
      return Array.from({ length: 200 }, () => game.playRound(randomness));
    };
    expect(play()).toEqual(play());
  });

  it('takes no balance or history: the engine signature is randomness, parameters and choice', () => {
    // Whatever a player has won or lost before, the same seed pair and nonce place the same mines.
    const first = playMines(fairRandomness(seeds), MINES_DEFAULTS, { picks: [12] });
    for (let earlierRound = 0; earlierRound < 20; earlierRound += 1) {
      playMines(fairRandomness({ ...seeds, nonce: earlierRound }), MINES_DEFAULTS, { picks: [earlierRound] });
    }
    expect(playMines(fairRandomness(seeds), MINES_DEFAULTS, { picks: [12] })).toEqual(first);
    expect(playMines.length).toBe(3);
  });
});
