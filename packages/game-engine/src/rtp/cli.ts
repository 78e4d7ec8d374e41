/**
 * `npm run rtp -- [game|all] [--rounds N]`: each game's exact RTP beside a provably fair simulation of N rounds
 * (1,000,000 by default) with fresh random seeds, and the simulation's 99% confidence interval.
 *
 * `npm run rtp -- slots [--rounds N]`: every catalogue pokie's exact RTP beside a simulation of N whole rounds
 * (200,000 by default) and its 99% interval, then the table of docs/slot-maths.md rewritten from the results.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { toNumber } from '../exact';
import { fairRandomness } from '../provably-fair/fair-randomness';
import { SLOT_CATALOGUE } from '../slots/catalogue';
import { generateSlotDefinition } from '../slots/generator';
import { insideInterval, slotReportRow, slotReportTable } from '../slots/report';
import { fastRandomness } from './fast-randomness';
import { RTP_GAMES } from './rtp-games';
import { RTP_TABLE_GAMES } from './rtp-table-games';
import { simulate } from './simulate';

const GAMES = [...RTP_GAMES, ...RTP_TABLE_GAMES];

function parseArguments(args: string[]): { gameIds: string[]; rounds: number | undefined } {
  let rounds: number | undefined;
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
  if (rounds !== undefined && (!Number.isInteger(rounds) || rounds < 2)) {
    throw new Error('--rounds takes a whole number of at least 2');
  }
  const all = GAMES.map((game) => game.id);
  const gameIds = names.length === 0 || names.includes('all') ? all : names;
  const unknown = gameIds.filter((id) => !all.includes(id) && id !== 'slots');
  if (unknown.length > 0) throw new Error(`unknown game ${unknown.join(', ')}; games: ${all.join(', ')}, all, slots`);
  return { gameIds, rounds };
}

const percent = (value: number) => `${(value * 100).toFixed(4)}%`;

const SLOT_REPORT = new URL('../../../../docs/slot-maths.md', import.meta.url);
const REPORT_START = '<!-- slot-report:start -->';
const REPORT_END = '<!-- slot-report:end -->';

/**
 * The pokies run on sfc32 seeded from fresh random bytes: the HMAC stream would take hours for 300 titles at these
 * run lengths (see fast-randomness.ts). The draws go through the same rejection sampling either way.
 */
function checkSlots(rounds: number): void {
  const started = performance.now();
  const rows = SLOT_CATALOGUE.map((entry) => {
    const seed = randomBytes(16);
    const words = [0, 4, 8, 12].map((at) => seed.readUInt32BE(at)) as [number, number, number, number];
    const row = slotReportRow(generateSlotDefinition(entry), rounds, fastRandomness(words));
    const { exact, simulation } = row;
    console.log(
      `${entry.slug}: exact ${(toNumber(exact.rtp) * 100).toFixed(6)}%, simulated ${percent(simulation.mean)} ` +
        `over ${rounds.toLocaleString('en')} rounds, 99% interval ${percent(simulation.low)}–${percent(simulation.high)}` +
        `${insideInterval(row) ? '' : ' (exact RTP OUTSIDE the interval)'}`,
    );
    return row;
  });
  const outside = rows.filter((row) => !insideInterval(row)).length;
  console.log(
    `${rows.length} titles, ${outside} outside their 99% interval (about ${Math.round(rows.length / 100)} expected by ` +
      `chance) [${Math.round(performance.now() - started)} ms]`,
  );
  const docs = readFileSync(SLOT_REPORT, 'utf8');
  const [before, rest] = docs.split(REPORT_START);
  const after = rest?.split(REPORT_END)[1];
  if (before === undefined || after === undefined) throw new Error('docs/slot-maths.md lost its report markers');
  const stamp = `Simulated ${rounds.toLocaleString('en')} rounds per title on ${new Date().toISOString().slice(0, 10)}.`;
  writeFileSync(SLOT_REPORT, `${before}${REPORT_START}\n${stamp}\n\n${slotReportTable(rows)}\n${REPORT_END}${after}`);
}

function main(): void {
  const { gameIds, rounds: asked } = parseArguments(process.argv.slice(2));
  if (gameIds.includes('slots')) checkSlots(asked ?? 200_000);
  const rounds = asked ?? 1_000_000;
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
