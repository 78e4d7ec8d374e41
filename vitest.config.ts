import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Files that take minutes, started first. On a fresh clone (CI) Vitest has no timings cached and starts larger files
 * first; these are small files that run long (a load of 60,000 webhook requests, a server killed mid-load), and
 * started late they leave one worker busy long after the other has finished.
 */
const LONG_RUNNING = ['webhook-delivery.load.test.ts', 'payments-crash.test.ts'];

class LongRunningFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => LONG_RUNNING.some((name) => file.moduleId.endsWith(name));
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}

// One runner for unit, API integration and realtime tests across the workspaces. Browser journeys run separately
// (scripts/run-e2e.mjs) because they need the built web app and a running server.
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/scripts/**/*.test.ts',
      'apps/studio/src/**/*.test.{ts,tsx}',
      'bench/lib/**/*.test.ts',
    ],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    sequence: { sequencer: LongRunningFirst },
  },
});
