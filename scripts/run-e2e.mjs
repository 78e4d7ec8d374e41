#!/usr/bin/env node
// Runs the browser journeys (apps/web/e2e) when a Chromium is available. Without one the journeys cannot run:
// locally that is a loud warning, in CI (CI=true) a failure, so a green build always means they ran.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
const chromiumPath = candidates.find((candidate) => existsSync(candidate));

if (!chromiumPath) {
  const line = '!'.repeat(78);
  console.error(
    [
      '',
      line,
      '!!  BROWSER TESTS SKIPPED: no Chromium found.',
      `!!  Looked at: ${candidates.join(', ') || '(nothing)'}`,
      '!!',
      "!!  Install Debian's Chromium:   apt-get update && apt-get install -y chromium",
      '!!  or point CHROMIUM_PATH at an existing Chromium/Chrome binary and run again:',
      '!!      CHROMIUM_PATH=/path/to/chromium npm run test:e2e',
      line,
      '',
    ].join('\n'),
  );
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

const child = spawn('npx', ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromiumPath },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
