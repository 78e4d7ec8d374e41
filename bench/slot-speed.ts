import { exact, toNumber } from '../packages/game-engine/src/exact';
import { fairRandomness } from '../packages/game-engine/src/provably-fair/fair-randomness';
import { fastRandomness } from '../packages/game-engine/src/rtp/fast-randomness';
import { SLOT_CATALOGUE } from '../packages/game-engine/src/slots/catalogue';
import { compileSlot } from '../packages/game-engine/src/slots/compiled';
import { playSlotRound } from '../packages/game-engine/src/slots/round';
import { slotExactRtp } from '../packages/game-engine/src/slots/exact-rtp';
import { generateSlotDefinition } from '../packages/game-engine/src/slots/generator';
import { spin } from '../packages/game-engine/src/slots/spin';
import { parseSlotDefinition } from '../packages/game-engine/src/slots/validate';
import { envInteger } from './lib/env-integer';

/**
 * Slot maths speed on one core (Node runs the loop on one thread): whole rounds of a 5 × 3, 20-line title played
 * by the simulator, counted in spins (the paid spin plus its expected free spins, exactly), with the fast sfc32
 * generator and with the provably fair HMAC stream; `spin` itself with its full records; and the exact RTP of every
 * catalogue title, generated and from parsed JSON definitions. Each figure is the best of five runs: the machines
 * are shared, and other work only ever slows a run down, so the fastest run is the closest to one free core.
 */
const ROUNDS = envInteger('BENCH_SLOT_ROUNDS', 2_000_000);
const ENTRY = { slug: 'bench-twenty-lines', title: 'Bench Twenty Lines', lines: 20, volatility: 'medium' } as const;

export type SlotBench = {
  title: string;
  spinsPerRound: number;
  spinsPerSecond: number;
  fairSpinsPerSecond: number;
  recordedSpinsPerSecond: number;
  titles: number;
  generateAllMs: number;
  exactAllMs: number;
};

const fastest = (rates: number[]) => Math.max(...rates);
const shortest = (times: number[]) => Math.min(...times);
const timed = (work: () => void) => {
  const started = performance.now();
  work();
  return performance.now() - started;
};

export function measureSlotSpeed(): SlotBench {
  const definition = generateSlotDefinition(ENTRY);
  const slot = compileSlot(definition);
  const { triggerChance, expectedFreeSpinsPerTrigger } = slotExactRtp(definition);
  const spinsPerRound = 1 + toNumber(triggerChance) * toNumber(expectedFreeSpinsPerTrigger);
  const roundsPerSecond = (rounds: number, randomness: Parameters<typeof playSlotRound>[1]) =>
    (rounds /
      timed(() => {
        for (let round = 0; round < rounds; round += 1) playSlotRound(slot, randomness);
      })) *
    1000;
  const runs = [1, 2, 3, 4, 5];
  const fast = fastest(runs.map((run) => roundsPerSecond(ROUNDS, fastRandomness([run, 7, 11, 13]))));
  const fair = fastest(
    runs.map((run) =>
      roundsPerSecond(ROUNDS / 20, fairRandomness({ serverSeed: 'bench', clientSeed: 'slots', nonce: run })),
    ),
  );
  const bet = { currency: 'EUR', coinValue: 1 };
  const recorded = fastest(
    runs.map((run) => {
      const randomness = fastRandomness([run, 3, 5, 7]);
      const spins = ROUNDS / 10;
      return (
        (spins /
          timed(() => {
            let state = null;
            for (let count = 0; count < spins; count += 1) state = spin(definition, bet, randomness, state).state;
          })) *
        1000
      );
    }),
  );

  let generated = SLOT_CATALOGUE.map((entry) => generateSlotDefinition(entry));
  const generateAllMs = shortest(
    runs.map(() => timed(() => (generated = SLOT_CATALOGUE.map((entry) => generateSlotDefinition(entry))))),
  );
  // Parsed copies, so nothing compiled for the generator is reused.
  const json = JSON.stringify(generated);
  let total = exact(0);
  const exactAllMs = shortest(
    runs.map(() => {
      const copies = (JSON.parse(json) as unknown[]).map(parseSlotDefinition);
      return timed(() => {
        for (const copy of copies) total = slotExactRtp(copy).rtp;
      });
    }),
  );
  void total;
  return {
    title: `${ENTRY.title} (5×3, 20 lines, ${definition.volatility})`,
    spinsPerRound,
    spinsPerSecond: fast * spinsPerRound,
    fairSpinsPerSecond: fair * spinsPerRound,
    recordedSpinsPerSecond: recorded,
    titles: generated.length,
    generateAllMs,
    exactAllMs,
  };
}
