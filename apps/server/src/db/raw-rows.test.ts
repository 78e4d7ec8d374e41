import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test/test-database';
import { createTestDatabase, DATABASE_KINDS } from '../test/test-database';
import { preparedRows, rawRows } from './raw-rows';

describe.each(DATABASE_KINDS)('prepared raw queries on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
  });
  afterAll(() => database.dispose());

  it('answers rows with their parameters, call after call', async () => {
    for (const value of [1, 2, 3]) {
      const rows = await database.db.transaction((tx) =>
        preparedRows<{ doubled: number }>(tx, 'probe_doubled', sql`select ${value}::int * 2 as doubled`),
      );
      expect(rows).toEqual([{ doubled: value * 2 }]);
    }
  });

  it.runIf(kind === 'postgres')('is prepared once on the connection under its name, not parsed anew', async () => {
    const named = await database.db.transaction(async (tx) => {
      await preparedRows(tx, 'probe_named', sql`select ${7}::int as seven`);
      await preparedRows(tx, 'probe_named', sql`select ${8}::int as seven`);
      return rawRows<{ name: string }>(tx, sql`select name from pg_prepared_statements where name = 'probe_named'`);
    });
    expect(named).toEqual([{ name: 'probe_named' }]);
  });
});
