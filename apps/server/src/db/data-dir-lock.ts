import lockfile from 'proper-lockfile';

/**
 * PGlite is PostgreSQL in this process: two processes opening one data folder would both write it and corrupt it,
 * and PGlite itself does not stop the second. So the folder is locked while open (a lock directory beside it whose
 * age is refreshed; one left by a killed process goes stale after a few seconds and is taken over).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      stale: 5_000,
      update: 1_000,
      // A process killed a moment ago leaves a lock that is about to go stale: wait for it rather than fail.
      retries: { retries: 6, minTimeout: 1_000, maxTimeout: 1_000 },
      realpath: false,
      onCompromised: (error) => console.error(`the lock on ${dataDir} was lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new Error(
      `The embedded database in ${dataDir} is open in another process (a running server?). PGlite allows one ` +
        'process per folder: stop that one, or share a PostgreSQL server between processes (DATABASE_URL).',
      { cause: error },
    );
  }
}
