import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { measureApiThroughput } from './api-throughput';
import { measureBundleSize } from './bundle-size';

// Targets from the platform foundation: games_filter ≥ 40% of a bare route; lobby initial JS ≤ 2x a bare page.
const THROUGHPUT_TARGET = 0.4;
const BUNDLE_TARGET = 2;

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

const bundle = await measureBundleSize();
const api = await measureApiThroughput();

const lines = [
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}`,
  '',
  '| run | requests/s | p99 latency (ms) | errors |',
  '| --- | ---: | ---: | ---: |',
  ...api.runs.map((r) => `| ${r.name} | ${Math.round(r.requestsPerSecond)} | ${r.latencyP99Ms} | ${r.errors} |`),
  '',
  `games_filter / bare route: ${percent(api.ratio)} (lobby mix ${percent(api.ratioMix)}, without compression ${percent(api.ratioUncompressed)}) — target ≥ ${percent(THROUGHPUT_TARGET)}`,
  `lobby initial JS: ${bundle.lobbyGzipKb.toFixed(1)} KB gzip in ${bundle.lobbyFiles} files; bare React + router: ${bundle.bareGzipKb.toFixed(1)} KB; ratio ${bundle.ratio.toFixed(2)}x — target ≤ ${BUNDLE_TARGET}x`,
];
console.log(lines.join('\n'));
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/latest.json', import.meta.url), JSON.stringify({ api, bundle }, null, 2));

const failed = api.ratio < THROUGHPUT_TARGET || bundle.ratio > BUNDLE_TARGET;
if (failed) console.error('A benchmark target was missed.');
process.exitCode = failed ? 1 : 0;
