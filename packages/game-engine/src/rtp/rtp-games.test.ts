import { beforeAll, describe, expect, it } from 'vitest';
import { toNumber } from '../exact';
import { fairRandomness } from '../provably-fair/fair-randomness';
import { RTP_GAMES } from './rtp-games';
import { simulate, type Simulation } from './simulate';

const ROUNDS = 200_000;
const seedsFor = (id: string) => ({
  serverSeed: `rtp-check-server-${id}`,
  clientSeed: `rtp-check-client-${id}`,
  nonce: 0,
});

describe.each(RTP_GAMES)('$id ($setup)', (game) => {
  let simulation: Simulation;
  beforeAll(() => {
    simulation = simulate(game, ROUNDS, fairRandomness(seedsFor(game.id)));
  });

  it('has an exact RTP inside the 99% interval of 200,000 provably fair rounds', () => {
    const rtp = toNumber(game.exactRtp());
    expect(rtp).toBeGreaterThanOrEqual(simulation.low);
    expect(rtp).toBeLessThanOrEqual(simulation.high);
  });

  it('would expose a paytable with one payout raised by 20%', () => {
    const broken = toNumber(game.brokenExactRtp());
    expect(broken < simulation.low || broken > simulation.high).toBe(true);
  });
});
