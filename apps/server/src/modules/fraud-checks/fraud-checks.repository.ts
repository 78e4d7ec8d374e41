import type { Database } from '../../db/client';
import { fraudChecks } from '../../db/schema';

export async function insertFraudCheck(db: Database, row: typeof fraudChecks.$inferInsert): Promise<void> {
  await db.insert(fraudChecks).values(row);
}
