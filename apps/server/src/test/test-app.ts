import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Clock } from '../lib/clock';
import { testConfig } from '../config';
import type { DatabaseKind, TestDatabase } from './test-database';
import { createTestDatabase } from './test-database';
import { checkLedger } from '../modules/ledger';

export type TestApp = { app: FastifyInstance; database: TestDatabase; close: () => Promise<void> };

export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<AppConfig> = {},
  deps: { clock?: Clock } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const app = await buildApp({ config: testConfig({ REDIS_URL: undefined, ...overrides }), db: database.db, ...deps });
  await app.ready();
  return {
    app,
    database,
    // Every test file that moves money proves the books when it is done: a test that passed while leaving an
    // unbalanced transaction or a drifted balance behind fails here.
    close: async () => {
      try {
        await app.close();
        const report = await checkLedger(database.db, new Date());
        if (!report.ok) throw new Error(`the ledger check failed: ${JSON.stringify(report.problems)}`);
      } finally {
        await database.dispose();
      }
    },
  };
}
