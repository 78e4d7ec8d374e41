import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, serverRoot } from './server-paths';
import { freePort } from './test/free-port';

/** Built aside from dist/ (directly under apps/server, as dist/ is), so a server started from dist/ is left alone. */
const buildDir = `dist-test-${process.pid}`;
const STARTUP_LIMIT_MS = 90_000;

async function answerOf(url: string): Promise<Response | undefined> {
  return fetch(url).catch(() => undefined);
}

describe('the built server', () => {
  const cleanUp: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it(
    'runs with plain node: migrates from the drizzle folder, finds its files, answers, stops cleanly, and its books check',
    async () => {
      cleanUp.push(() => rm(path.join(serverRoot, buildDir), { recursive: true, force: true }));
      await promisify(execFile)(process.execPath, ['scripts/build.mjs', buildDir], { cwd: serverRoot });
      const dataDir = await mkdtemp(path.join(tmpdir(), 'casino-built-'));
      cleanUp.push(() => rm(dataDir, { recursive: true, force: true }));

      const port = await freePort();
      // Started from elsewhere, so nothing depends on the working directory; the demo seed is skipped to stay cheap.
      const server = spawn(process.execPath, ['--enable-source-maps', path.join(serverRoot, buildDir, 'main.js')], {
        cwd: tmpdir(),
        env: {
          PATH: process.env.PATH,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          MAILBOX_PORT: '0',
          SEED_DEMO_DATA: 'false',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
      server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
      cleanUp.push(() => (server.exitCode === null ? (server.kill('SIGKILL'), exited) : exited));

      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + STARTUP_LIMIT_MS;
      let answer = await answerOf(`${base}/api/current_ip`);
      while (answer?.status !== 200) {
        if (server.exitCode !== null || Date.now() > deadline) {
          throw new Error(`the built server did not start:\n${log}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
        answer = await answerOf(`${base}/api/current_ip`);
      }
      expect(await answer.json()).toMatchObject({ ip: '127.0.0.1' });
      // Outside production the log is for reading: the address really listened on, one line per request (the
      // line travels through a pipe of its own, so it may come a moment after the answer).
      const requestLine = /^\d\d:\d\d:\d\d GET \/api\/current_ip 200 \d+(\.\d)?ms$/m;
      for (let tries = 0; !requestLine.test(log) && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(log).toMatch(requestLine);
      expect(log).toContain(`casino listening on ${base} (database: pglite)`);
      // The messages are bundled in from @casino/messages.
      expect((await fetch(`${base}/messages/de.json`)).status).toBe(200);
      // The web app is looked for where `npm run build` puts it, not beside the bundle.
      const webDist = path.join(repoRoot, 'apps/web/dist');
      if (existsSync(path.join(webDist, 'index.html'))) {
        expect((await fetch(`${base}/`)).headers.get('content-type')).toMatch(/^text\/html/);
      } else {
        expect(log).toContain(JSON.stringify(webDist));
      }

      const ledgerCheck = (): Promise<{ code: number; stdout: string; stderr: string }> =>
        new Promise((resolve) => {
          execFile(
            process.execPath,
            [path.join(serverRoot, buildDir, 'ledger-check.js')],
            { cwd: tmpdir(), env: { PATH: process.env.PATH, DATA_DIR: dataDir } },
            (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
          );
        });
      // While the server holds the embedded database, a second process must not open it.
      const whileRunning = await ledgerCheck();
      expect(whileRunning.code).toBe(2);
      expect(whileRunning.stderr).toMatch(/open in another process/);

      server.kill('SIGTERM');
      expect(await exited).toBe(0);

      // Once it has stopped, `npm run ledger:check` proves the books it left.
      const afterwards = await ledgerCheck();
      expect(afterwards.code).toBe(0);
      expect(JSON.parse(afterwards.stdout)).toMatchObject({ ok: true, problemCount: 0 });
    },
    STARTUP_LIMIT_MS + 30_000,
  );
});
