import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server-paths';
import { checkLedger } from './ledger-check';
import type { Database } from '../../db/client';

/** The migrations up to (without) the one named: a database as it was before that migration shipped. */
async function migrationsBefore(tag: string): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

describe('the migration that introduces the ledger', () => {
  const client = new PGlite();
  const db = drizzle({ client });
  let before: Awaited<ReturnType<typeof migrationsBefore>>;

  beforeAll(async () => {
    before = await migrationsBefore('0006_ledger');
    await migrate(db, { migrationsFolder: before.folder });
  });
  afterAll(async () => {
    await before.remove();
    await client.close();
  });

  it('carries every wallet balance into the ledger, balanced against the adjustments book', async () => {
    await client.exec(`
      insert into currencies (code, symbol, subunits_to_unit, fiat, display_unit) values ('EUR', '€', 100, true, 'unit')
        on conflict do nothing;
      insert into users (id, email, currency, locale) values (1, 'a@example.com', 'EUR', 'en'), (2, 'b@example.com', 'EUR', 'en');
      insert into wallets (user_id, currency, active, amount_cents, available_to_cashout_cents)
        values (1, 'EUR', true, 12345, 10000), (2, 'EUR', false, 0, 0);`);

    await migrate(db, { migrationsFolder });

    const books = await client.query<{ user_id: string; book: string; balance: string }>(
      `select user_id, book, balance from ledger_accounts where user_id is not null order by user_id, book`,
    );
    expect(books.rows.map((row) => [Number(row.user_id), row.book, Number(row.balance)])).toEqual([
      [1, 'bonus', 2345],
      [1, 'cash', 10000],
      [1, 'withdrawal_hold', 0],
      [2, 'bonus', 0],
      [2, 'cash', 0],
      [2, 'withdrawal_hold', 0],
    ]);
    const listed = await client.query<{ active: boolean }>('select active from wallets order by user_id');
    expect(listed.rows.map((row) => row.active)).toEqual([true, true]);
    const report = await checkLedger(db as unknown as Database, new Date());
    expect(report).toMatchObject({ ok: true, transactions: 1, entries: 3 });
    expect(report.houseBalances).toEqual([{ book: 'adjustments', currency: 'EUR', balance: '-12345' }]);
  });
});
