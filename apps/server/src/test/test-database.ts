import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed/seed-database';

export type DatabaseKind = DatabaseHandle['kind'];

/** PGlite always; the PostgreSQL server too when DATABASE_URL is set (CI sets it). */
export const DATABASE_KINDS: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** `url` (PostgreSQL only) lets a test open a second pool on the same database, as a second process would. */
export type TestDatabase = DatabaseHandle & { url?: string; dispose: () => Promise<void> };

/**
 * A fresh, migrated and seeded database per test file: in-memory PGlite, or a throw-away database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped on dispose).
 */
export async function createTestDatabase(kind: DatabaseKind, { seed = true } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', template: await pgliteTemplate(seed) });
    return { ...handle, dispose: handle.close };
  }

  const empty = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 4 });
  await handle.migrate();
  if (seed) await seedDatabase(handle.db);
  return {
    ...handle,
    url: empty.url,
    dispose: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server named by DATABASE_URL; `drop` removes it once nobody is on it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is required for PostgreSQL tests');
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropWhenIdle(serverUrl, name) };
}

/**
 * The pool's `end()` resolves before its sockets have closed, and `DROP ... WITH (FORCE)` would kill those
 * connections mid-goodbye, which the driver reports as an uncaught error. So wait until nobody is connected.
 */
async function dropWhenIdle(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** Everything that decides what a migrated, seeded database contains. */
const TEMPLATE_SOURCES = ['apps/server/drizzle', 'apps/server/src/db', 'packages/contracts/src'];
/** Each module's tables live beside it; only those files of the modules shape the database. */
const MODULE_SCHEMAS = { dir: 'apps/server/src/modules', suffix: '.schema.ts' };
const templates = new Map<boolean, Promise<Blob>>();

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Builds (or finds on disk) every template test files start from; vitest's global set-up calls it once. */
export async function prepareTestDatabaseTemplates(): Promise<void> {
  await Promise.all([pgliteTemplate(true), pgliteTemplate(false)]);
}

/**
 * Starting a PGlite database from scratch (initdb in WebAssembly) takes seconds; loading a dump of one takes a
 * fraction of that. The migrated (and seeded) database is built once and kept in the temp directory under a hash
 * of the migrations, schema, seed and contracts sources, so any change to them builds a fresh one.
 */
function pgliteTemplate(seed: boolean): Promise<Blob> {
  let template = templates.get(seed);
  if (!template) {
    template = loadOrBuildTemplate(seed);
    templates.set(seed, template);
  }
  return template;
}

async function loadOrBuildTemplate(seed: boolean): Promise<Blob> {
  const hash = createHash('sha256').update(`seed=${seed}`);
  const moduleSchemas = (await filesUnder(path.join(repoRoot, MODULE_SCHEMAS.dir))).filter((file) =>
    file.endsWith(MODULE_SCHEMAS.suffix),
  );
  const sources = [...(await Promise.all(TEMPLATE_SOURCES.map((dir) => filesUnder(path.join(repoRoot, dir))))).flat()];
  for (const file of [...sources, ...moduleSchemas]) {
    hash.update(path.relative(repoRoot, file)).update(await readFile(file));
  }
  const cacheDir = path.join(tmpdir(), 'casino-test-pglite');
  const file = path.join(cacheDir, `${hash.digest('hex').slice(0, 32)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not built yet (or unreadable): build it below.
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  if (seed) await seedDatabase(handle.db);
  if (!handle.dump) throw new Error('PGlite handle without dump');
  const dump = await handle.dump();
  await handle.close();
  await mkdir(cacheDir, { recursive: true });
  await removeOldTemplates(cacheDir);
  // Written aside and renamed, so a parallel test worker never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** Templates of older sources are never read again; an hour's grace keeps the ones a parallel run may be using. */
async function removeOldTemplates(cacheDir: string): Promise<void> {
  const hourAgo = Date.now() - 60 * 60_000;
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtimeMs < hourAgo) await rm(file, { force: true });
  }
}
