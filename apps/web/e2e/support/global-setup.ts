import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { createE2eDatabase } from './e2e-database';
import { repoRoot, serverBundle, webDistDir } from './paths';

declare module 'vitest' {
  // Declaration merging only works with an interface: this types `inject('baseUrl')` in the tests.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseUrl: string;
    /** Bearer token of the operator API, for tests that change a configuration document as an operator would. */
    adminToken: string;
    /**
     * The journeys' own PostgreSQL database when DATABASE_URL is set (CI), empty on the embedded one: tests that
     * shape the catalogue beyond what the operator API offers (a category of thousands of games) write to it.
     */
    databaseUrl: string;
  }
}

const READY_TIMEOUT_MS = 90_000;

/** The trusted country header the server reads, so a test can place its browser in a country. */
export const COUNTRY_HEADER = 'cf-ipcountry';

/** How often the e2e server's sandbox chain mines a block. */
export const E2E_BLOCK_MS = 1_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the real server on a free port with a fresh database, serving the built web app. It runs the built
 * server the way `npm start` does, so the journeys also prove the bundle: its migrations, web app and messages.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const built of [path.join(webDistDir, 'index.html'), serverBundle]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const adminToken = randomBytes(24).toString('base64url');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'casino-e2e-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    // E-mail links are built from configuration only; the browser works on this origin.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The browser sends X-Forwarded-For (below), so the development mailbox needs the operator token to be read.
    ADMIN_TOKEN: adminToken,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'warn',
    COUNTRY_HEADER,
    // As behind a reverse proxy: each test context sends its own X-Forwarded-For, so per-address limits of one
    // test (captcha after three sign-ups from an address) do not spill into the next.
    TRUST_PROXY_HOPS: '1',
    // The sandbox chain mines a block a second instead of every 10 s, so a crypto deposit reaches its confirmations
    // (PAYMENT_CRYPTO_CONFIRMATIONS, 2 as in production) within a journey's patience.
    PAYMENT_SANDBOX_BLOCK_MS: String(E2E_BLOCK_MS),
    // A slot journey chooses its seed pair to meet free spins at once (never possible in production).
    STUDIO_TEST_SEEDS: 'on',
    // Live rounds at a journey's pace: an 8-second betting window, the draw, then the next round.
    LIVE_BETTING_MS: '8000',
    LIVE_DRAW_MS: '3000',
    LIVE_RESULT_MS: '4000',
  };
  const database = process.env.DATABASE_URL ? await createE2eDatabase(process.env.DATABASE_URL) : undefined;
  if (database) env.DATABASE_URL = database.url;
  if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;

  let log = '';
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${baseUrl}/api/games/collections`, child, () => log);
  } catch (error) {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('adminToken', adminToken);
  project.provide('databaseUrl', database?.url ?? '');

  return async () => {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
}
