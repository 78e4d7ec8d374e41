import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare-database';

const CATALOG_REFRESH_MS = 30_000;
const EXPIRED_DATA_SWEEP_MS = 60 * 60_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? // The pool guard catches a mistake of the code, which the tests run with it on; it costs every promise.
        { kind: 'postgres', url: config.DATABASE_URL, guardPool: config.NODE_ENV !== 'production' }
      : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  await prepareDatabase(database, { databaseUrl: config.DATABASE_URL, seed: config.SEED_DEMO_DATA });

  const app = await buildApp({ config, db: database.db });
  // Other processes or the operator may change the stored catalogue; pick that up without a restart.
  const refresh = setInterval(() => {
    app.games.reloadIfChanged().catch((err: unknown) => app.log.error({ err }, 'catalogue refresh failed'));
  }, CATALOG_REFRESH_MS);
  refresh.unref();
  const sweep = setInterval(() => {
    app.sweepExpiredData().catch((err: unknown) => app.log.error({ err }, 'expired data sweep failed'));
  }, EXPIRED_DATA_SWEEP_MS);
  sweep.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(refresh);
    clearInterval(sweep);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // Logged with the address the socket really got (the port chosen for PORT=0, each interface for 0.0.0.0).
  await app.listen({
    port: config.PORT,
    host: config.HOST,
    listenTextResolver: (address) => `casino listening on ${address} (database: ${database.kind})`,
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
