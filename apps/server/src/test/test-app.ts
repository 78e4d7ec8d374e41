import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Clock } from '../lib/clock';
import { testConfig } from '../config';
import type { DatabaseKind, TestDatabase } from './test-database';
import { createTestDatabase } from './test-database';

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
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
