import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders the server reads at run time. This module sits directly in `src/`, and the build bundles it into
 * `dist/main.js`: both are one level below `apps/server`, so `..` is the server package either way. A module deeper
 * down counting `../` from its own place would point elsewhere once bundled, so paths on disk come from here.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = path.resolve(serverRoot, '../..');
/** The checked-in SQL migrations (drizzle-kit generate), applied at start-up. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
