import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { checkLedger } from './modules/ledger';

/**
 * `npm run ledger:check`: proves the books of the database the server is configured with (DATABASE_URL, or the
 * embedded database in DATA_DIR when no server holds it). Prints the report as JSON; exits 1 when a problem is found.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 }
      : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  try {
    const report = await checkLedger(database.db, new Date());
    console.log(JSON.stringify(report, null, 2));
    console.error(
      report.ok
        ? `ledger check: clean (${report.transactions} transactions, ${report.entries} entries, ${report.accounts} accounts)`
        : `ledger check: ${report.problemCount} problem(s) found`,
    );
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

/** Undefined-table: the database was never migrated (the server migrates it when it starts). */
const missingTables = (err: unknown) =>
  err instanceof Error && [err, err.cause].some((cause) => (cause as { code?: string } | undefined)?.code === '42P01');

main().catch((err: unknown) => {
  console.error(
    missingTables(err)
      ? 'The database has no ledger tables yet: start the server on it once (it migrates the database), then check.'
      : err instanceof Error
        ? err.message
        : err,
  );
  process.exit(2);
});
