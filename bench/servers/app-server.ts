import { buildApp } from '../../apps/server/src/app';
import { testConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDatabase } from '../../apps/server/src/db/seed/seed-database';

// The real server as `npm start` builds it (embedded database, demo catalogue), quiet logs.
const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
await seedDatabase(database.db);
const app = await buildApp({ config: testConfig({ REDIS_URL: undefined }), db: database.db });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
