import { randomBytes } from 'node:crypto';
import { fairRandomness } from '../packages/game-engine/src/provably-fair/fair-randomness';
import { RTP_GAMES } from '../packages/game-engine/src/rtp/rtp-games';
import { RTP_TABLE_GAMES } from '../packages/game-engine/src/rtp/rtp-table-games';
import { envInteger } from './lib/env-integer';

/** How fast one core plays one game's rounds with the real engine, as the RTP simulations do. */
export type RoundsPerSecond = { id: string; setup: string; rounds: number; roundsPerSecond: number };

const WARM_UP_MS = 200;
const MEASURE_MS = envInteger('BENCH_ROUNDS_MS', 1_000);

/**
 * Every family at the setup its RTP test plays, on this process's one thread: rounds drawn from the provably fair
 * randomness (HMAC-SHA256 blocks, as the server draws them), a warm-up first so the figure is the optimised code's.
 */
export function measureRoundsPerSecond(): RoundsPerSecond[] {
  return [...RTP_GAMES, ...RTP_TABLE_GAMES].map((game) => {
    const randomness = fairRandomness({
      serverSeed: randomBytes(32).toString('hex'),
      clientSeed: randomBytes(8).toString('hex'),
      nonce: 0,
    });
    const playFor = (milliseconds: number) => {
      const started = performance.now();
      let rounds = 0;
      let elapsed = 0;
      // The clock is read every 64 rounds, so reading it costs nothing measurable.
      while (elapsed < milliseconds) {
        for (let batch = 0; batch < 64; batch += 1) game.playRound(randomness);
        rounds += 64;
        elapsed = performance.now() - started;
      }
      return { rounds, elapsed };
    };
    playFor(WARM_UP_MS);
    const { rounds, elapsed } = playFor(MEASURE_MS);
    return { id: game.id, setup: game.setup, rounds, roundsPerSecond: (rounds * 1000) / elapsed };
  });
}
