import { defineConfig } from 'vitest/config';

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
    ],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
