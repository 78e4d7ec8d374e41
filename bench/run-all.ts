import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { measureApiThroughput } from './api-throughput';
import { measureBundleSize } from './bundle-size';
import { measureSlotSpeed } from './slot-speed';

// Targets: games_filter ≥ 40% of a bare route (platform foundation); the lobby's initial JavaScript, in bytes sent
// to the browser, ≤ 1.6x a bare React + router page served the same way (the first visit on a phone).
const THROUGHPUT_TARGET = 0.4;
const BUNDLE_TARGET = 1.6;

/**
 * `BENCH_ONLY=bundle`, `BENCH_ONLY=api` or `BENCH_ONLY=slots` runs one figure; bundle and api by default (the slot
 * maths figure has no baseline to be a ratio of, so it runs only when asked for).
 */
const only = process.env.BENCH_ONLY;
if (only !== undefined && only !== 'bundle' && only !== 'api' && only !== 'slots') {
  throw new Error('BENCH_ONLY is bundle, api or slots');
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const encodings = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([encoding, files]) => `${files} ${encoding}`)
    .join(', ');

const bundle = only === undefined || only === 'bundle' ? await measureBundleSize() : undefined;
const api = only === undefined || only === 'api' ? await measureApiThroughput() : undefined;
const slots = only === 'slots' ? measureSlotSpeed() : undefined;

const lines = [
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}`,
];
if (api) {
  lines.push(
    '',
    '| run | requests/s | p99 latency (ms) | errors |',
    '| --- | ---: | ---: | ---: |',
    ...api.runs.map((r) => `| ${r.name} | ${Math.round(r.requestsPerSecond)} | ${r.latencyP99Ms} | ${r.errors} |`),
    '',
    `games_filter / bare route: ${percent(api.ratio)} (lobby mix ${percent(api.ratioMix)}, without compression ${percent(api.ratioUncompressed)}) — target ≥ ${percent(THROUGHPUT_TARGET)}`,
  );
}
if (bundle) {
  const { lobby, bare } = bundle;
  lines.push(
    '',
    `browser sent Accept-Encoding: ${lobby.acceptEncoding}`,
    `lobby initial JS: ${kb(lobby.transferredBytes)} transferred in ${lobby.files} files (${encodings(lobby.encodings)}), ${kb(lobby.decodedBytes)} decoded`,
    `bare React + router: ${kb(bare.transferredBytes)} transferred in ${bare.files} files (${encodings(bare.encodings)}), ${kb(bare.decodedBytes)} decoded`,
    `ratio ${bundle.ratio.toFixed(2)}x — target ≤ ${BUNDLE_TARGET}x`,
  );
}
if (slots) {
  const perSecond = (value: number) => `${Math.round(value).toLocaleString('en')} spins/s`;
  lines.push(
    '',
    `slot simulation, one core, ${slots.title}, ${slots.spinsPerRound.toFixed(4)} spins per round:`,
    `  sfc32 stream: ${perSecond(slots.spinsPerSecond)}; provably fair HMAC stream: ${perSecond(slots.fairSpinsPerSecond)}`,
    `  spin() with full records (grid, wins, positions, state): ${perSecond(slots.recordedSpinsPerSecond)}`,
    `exact RTP of all ${slots.titles} catalogue titles: ${Math.round(slots.exactAllMs)} ms; generating them: ${Math.round(slots.generateAllMs)} ms`,
  );
}
console.log(lines.join('\n'));
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/latest.json', import.meta.url), JSON.stringify({ api, bundle, slots }, null, 2));

const failed =
  (api !== undefined && api.ratio < THROUGHPUT_TARGET) || (bundle !== undefined && bundle.ratio > BUNDLE_TARGET);
if (failed) console.error('A benchmark target was missed.');
process.exitCode = failed ? 1 : 0;
