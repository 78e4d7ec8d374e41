import { prepareTestDatabaseTemplates } from './test-database';

/**
 * Runs once before any test file. On a fresh checkout, or after a change to the migrations, schema or seed, the
 * migrated and seeded PGlite template takes tens of seconds to build on a busy machine. Built here it is built once,
 * and no test file's `beforeAll` pays for it (nor builds a second copy in parallel).
 */
export default async function setup(): Promise<void> {
  await prepareTestDatabaseTemplates();
}
