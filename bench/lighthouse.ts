import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium';
import { startChildServer } from './lib/child-server';
import { envInteger } from './lib/env-integer';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = envInteger('BENCH_LIGHTHOUSE_RUNS', 5);
/** `BENCH_LIGHTHOUSE_PAGES=cashbox` (names, comma-separated) measures only those pages. */
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
/** `BENCH_LIGHTHOUSE_REPORTS=<dir>` keeps every run's whole report there, to read what a figure is made of. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

/** The pages a phone visitor meets first; the game is a studio game, opened for fun as a guest would. */
const PAGES = [
  { name: 'lobby', path: '/' },
  { name: 'pokies', path: '/pokies' },
  { name: 'game page', path: '/play/rushline-originals/ember-dice?mode=demo' },
  { name: 'cashbox', path: '/cashbox', signedIn: true },
] as const;

/** One Lighthouse figure of one page: the median of its runs. */
export type LighthousePage = {
  name: string;
  path: string;
  runs: number;
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
};

type RunFigures = Omit<LighthousePage, 'name' | 'path' | 'runs'>;

/**
 * Lighthouse's default configuration is the mobile preset: a phone-sized screen, simulated slow 4G and a 4x slower
 * CPU. Each page is measured `RUNS` times against the real server (built as `npm start` builds it) and every figure
 * is the median of its runs, taken figure by figure, so one noisy run moves none of them.
 */
export async function measureLighthouse(): Promise<LighthousePage[]> {
  const executable = chromiumPath();
  await buildFrontEnds();
  const app = await startChildServer('app-server.ts');
  const chrome = await launch({
    chromePath: executable,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const cookie = await signedInCookie(app.address);
    const pages: LighthousePage[] = [];
    for (const page of PAGES.filter(({ name }) => ONLY_PAGES?.includes(name) ?? true)) {
      const headers = 'signedIn' in page ? { Cookie: cookie } : undefined;
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(`${app.address}${page.path}`, chrome.port, headers));
      pages.push({ name: page.name, path: page.path, runs: RUNS, ...medianFigures(runs) });
    }
    return pages;
  } finally {
    chrome.kill();
    await app.stop();
  }
}

/**
 * The web app (with the server's first-screen renderer) and the studio, built as `npm start` builds them (other
 * benches open them too).
 */
export async function buildFrontEnds() {
  for (const workspace of ['apps/web', 'apps/studio']) {
    const root = path.join(here, '..', workspace);
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  }
  const web = path.join(here, '..', 'apps/web');
  await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/server/entry-server.tsx' },
  });
}

/** A new player's session cookie, for the pages only players see (Lighthouse clears the browser's own storage). */
async function signedInCookie(address: string): Promise<string> {
  const email = `lighthouse.${Date.now().toString(36)}@example.com`;
  const response = await fetch(`${address}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: address },
    body: JSON.stringify({
      user: {
        email,
        password: 'Secret#123',
        password_confirmation: 'Secret#123',
        currency: 'EUR',
        country: 'DE',
        terms_acceptance: true,
      },
    }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Lighthouse's own failures that it answers with "Please run Lighthouse again": a run is retried on these. */
const RERUN_CODES = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);
const MAX_ATTEMPTS = 3;

async function audit(url: string, port: number, extraHeaders?: Record<string, string>): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port, extraHeaders);
    } catch (error) {
      const code = error instanceof LighthouseRunError ? error.code : undefined;
      if (attempt >= MAX_ATTEMPTS || code === undefined || !RERUN_CODES.has(code)) throw error;
      console.warn(`Lighthouse ${code} on ${url}: running it again (attempt ${attempt + 1} of ${MAX_ATTEMPTS})`);
    }
  }
}

class LighthouseRunError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function auditOnce(url: string, port: number, extraHeaders?: Record<string, string>): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (REPORTS_DIR) await keepReport(REPORTS_DIR, url, result.report);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) {
    throw new LighthouseRunError(
      runtimeError.code,
      `Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`,
    );
  }
  const numeric = (id: string) => {
    const value = audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${url}`);
    return value;
  };
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    firstContentfulPaintMs: numeric('first-contentful-paint'),
    largestContentfulPaintMs: numeric('largest-contentful-paint'),
    totalBlockingTimeMs: numeric('total-blocking-time'),
    cumulativeLayoutShift: numeric('cumulative-layout-shift'),
  };
}

async function keepReport(dir: string, url: string, report: string | string[]) {
  await mkdir(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`;
  await writeFile(path.join(dir, name), Array.isArray(report) ? report[0]! : report);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianFigures(runs: RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
    cumulativeLayoutShift: of('cumulativeLayoutShift'),
  };
}
