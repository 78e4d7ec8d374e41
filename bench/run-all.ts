import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { measureApiThroughput } from './api-throughput';
import { measureBundleSize } from './bundle-size';
import { measureLighthouse } from './lighthouse';
import { measureLiveDelivery } from './live-delivery';
import { measureOutboxCatchUp } from './outbox-catch-up';
import { measureRoundsPerSecond } from './rounds-per-second';
import { measureSlotFps } from './slot-fps';
import { measureSlotSpeed } from './slot-speed';

// Targets: games_filter ≥ 40% of a bare route (platform foundation); the lobby's initial JavaScript, in bytes sent
// to the browser, ≤ 1.6x a bare React + router page served the same way, and Lighthouse's mobile preset on the
// first pages a phone visitor opens (the first visit on a phone).
const THROUGHPUT_TARGET = 0.4;
const BUNDLE_TARGET = 1.6;
/** A live round's result reaches 5,000 connected sockets within 200 ms at the 99th percentile. */
const LIVE_DELIVERY_P99_TARGET_MS = 200;
const LIGHTHOUSE_TARGET = {
  performance: 95,
  accessibility: 100,
  largestContentfulPaintMs: 2500,
  totalBlockingTimeMs: 200,
  cumulativeLayoutShift: 0.02,
};

/**
 * `BENCH_ONLY=bundle`, `api`, `lighthouse`, `rounds`, `slots`, `slot-fps`, `live` or `outbox` runs one of them; all
 * by default.
 */
const FIGURES = ['bundle', 'api', 'lighthouse', 'rounds', 'slots', 'slot-fps', 'live', 'outbox'] as const;
const only = process.env.BENCH_ONLY;
if (only !== undefined && !(FIGURES as readonly string[]).includes(only)) {
  throw new Error(`BENCH_ONLY is one of ${FIGURES.join(', ')}`);
}
const runs = (figure: (typeof FIGURES)[number]) => only === undefined || only === figure;

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const encodings = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([encoding, files]) => `${files} ${encoding}`)
    .join(', ');

const bundle = runs('bundle') ? await measureBundleSize() : undefined;
const api = runs('api') ? await measureApiThroughput() : undefined;
const lighthouse = runs('lighthouse') ? await measureLighthouse() : undefined;
const rounds = runs('rounds') ? measureRoundsPerSecond() : undefined;
const slots = runs('slots') ? measureSlotSpeed() : undefined;
const slotFps = runs('slot-fps') ? await measureSlotFps() : undefined;
const live = runs('live') ? await measureLiveDelivery() : undefined;
const outbox = runs('outbox') ? await measureOutboxCatchUp() : undefined;
const lighthouseMissed = (lighthouse ?? []).filter(
  (page) =>
    page.performance < LIGHTHOUSE_TARGET.performance ||
    page.accessibility < LIGHTHOUSE_TARGET.accessibility ||
    page.largestContentfulPaintMs > LIGHTHOUSE_TARGET.largestContentfulPaintMs ||
    page.totalBlockingTimeMs > LIGHTHOUSE_TARGET.totalBlockingTimeMs ||
    page.cumulativeLayoutShift > LIGHTHOUSE_TARGET.cumulativeLayoutShift,
);

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
if (lighthouse) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  lines.push(
    '',
    `Lighthouse, mobile preset (simulated slow 4G, 4x CPU), median of ${lighthouse[0]?.runs ?? 0} runs per page:`,
    '| page | performance | FCP | LCP | TBT | CLS | accessibility |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...lighthouse.map(
      (page) =>
        `| ${page.name} (\`${page.path}\`) | ${page.performance} | ${seconds(page.firstContentfulPaintMs)} | ${seconds(page.largestContentfulPaintMs)} | ${Math.round(page.totalBlockingTimeMs)} ms | ${page.cumulativeLayoutShift.toFixed(3)} | ${page.accessibility} |`,
    ),
    `targets: performance ≥ ${LIGHTHOUSE_TARGET.performance}, LCP ≤ ${seconds(LIGHTHOUSE_TARGET.largestContentfulPaintMs)}, TBT ≤ ${LIGHTHOUSE_TARGET.totalBlockingTimeMs} ms, CLS ≤ ${LIGHTHOUSE_TARGET.cumulativeLayoutShift}, accessibility ${LIGHTHOUSE_TARGET.accessibility}` +
      (lighthouseMissed.length > 0 ? ` — missed on ${lighthouseMissed.map((page) => page.name).join(', ')}` : ''),
  );
}
if (rounds) {
  lines.push(
    '',
    'Rounds per second on one core (real engine, provably fair randomness):',
    '| game | setup | rounds/s |',
    '| --- | --- | ---: |',
    ...rounds.map(
      (game) => `| ${game.id} | ${game.setup} | ${Math.round(game.roundsPerSecond).toLocaleString('en')} |`,
    ),
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
if (slotFps) {
  lines.push(
    '',
    'slot frames on a 390x844 phone screen, CPU 4x slower, from the first spin to the last landing:',
    '| renderer | spins | frames/s | p95 frame (ms) | longest frame (ms) | frames over 50 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...slotFps.map(
      (run) =>
        `| ${run.renderer} | ${run.spins} | ${run.framesPerSecond.toFixed(1)} | ${run.p95FrameMs.toFixed(1)} | ${run.longestFrameMs.toFixed(1)} | ${percent(run.jankyFrames)} |`,
    ),
  );
}
if (live) {
  lines.push(
    '',
    `live result to ${live.sockets.toLocaleString('en')} sockets over ${live.processes} process(es), ${live.results} results: ` +
      `p50 ${live.p50Ms.toFixed(1)} ms, p99 ${live.p99Ms.toFixed(1)} ms, max ${live.maxMs.toFixed(1)} ms ` +
      `(${live.delivered.toLocaleString('en')} deliveries) — target p99 ≤ ${LIVE_DELIVERY_P99_TARGET_MS} ms`,
  );
}
if (outbox) {
  lines.push(
    '',
    `outbox backlog of ${outbox.events.toLocaleString('en')} events delivered in ${outbox.seconds.toFixed(1)} s ` +
      `(${Math.round(outbox.eventsPerSecond).toLocaleString('en')} events/s), ${outbox.held} held behind retries`,
  );
}
console.log(lines.join('\n'));
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/latest.json', import.meta.url),
  JSON.stringify({ api, bundle, lighthouse, rounds, slots, slotFps, live, outbox }, null, 2),
);

const failed =
  (api !== undefined && api.ratio < THROUGHPUT_TARGET) ||
  (bundle !== undefined && bundle.ratio > BUNDLE_TARGET) ||
  lighthouseMissed.length > 0 ||
  (live !== undefined && live.p99Ms > LIVE_DELIVERY_P99_TARGET_MS);
if (failed) console.error('A benchmark target was missed.');
process.exitCode = failed ? 1 : 0;
