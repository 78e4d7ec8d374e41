/**
 * `npm run rtp -- [game|all] [--rounds N]`: each game's exact RTP beside a provably fair simulation of N rounds
 * (1,000,000 by default) with fresh random seeds, and the simulation's 99% confidence interval.
 */
import { randomBytes } from 'node:crypto';
import { toNumber } from '../exact';
import { fairRandomness } from '../provably-fair/fair-randomness';
import { RTP_GAMES } from './rtp-games';
import { RTP_TABLE_GAMES } from './rtp-table-games';
import { simulate } from './simulate';

const GAMES = [...RTP_GAMES, ...RTP_TABLE_GAMES];

function parseArguments(args: string[]): { gameIds: string[]; rounds: number } {
  let rounds = 1_000_000;
  const names: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--rounds') {
      rounds = Number(args[(index += 1)]);
    } else if (arg.startsWith('--rounds=')) {
      rounds = Number(arg.slice('--rounds='.length));
    } else {
      names.push(arg);
    }
  }
  if (!Number.isInteger(rounds) || rounds < 2) throw new Error('--rounds takes a whole number of at least 2');
  const all = GAMES.map((game) => game.id);
  const gameIds = names.length === 0 || names.includes('all') ? all : names;
  const unknown = gameIds.filter((id) => !all.includes(id));
  if (unknown.length > 0) throw new Error(`unknown game ${unknown.join(', ')}; games: ${all.join(', ')}, all`);
  return { gameIds, rounds };
}

const percent = (value: number) => `${(value * 100).toFixed(4)}%`;

function main(): void {
  const { gameIds, rounds } = parseArguments(process.argv.slice(2));
  for (const game of GAMES.filter((candidate) => gameIds.includes(candidate.id))) {
    const seeds = { serverSeed: randomBytes(32).toString('hex'), clientSeed: randomBytes(8).toString('hex'), nonce: 0 };
    const started = performance.now();
    const simulation = simulate(game, rounds, fairRandomness(seeds));
    const exactRtp = toNumber(game.exactRtp());
    const inside = exactRtp >= simulation.low && exactRtp <= simulation.high;
    console.log(
      `${game.id} (${game.setup}): exact ${(exactRtp * 100).toFixed(8)}%, simulated ${percent(simulation.mean)} ` +
        `over ${rounds.toLocaleString('en')} rounds, 99% interval ${percent(simulation.low)}–${percent(simulation.high)}` +
        `${inside ? '' : ' (exact RTP OUTSIDE the interval)'} [${Math.round(performance.now() - started)} ms]`,
    );
  }
}

main();
