import type { Transaction } from '../../db/client';
import { fraudChecks } from '../../db/schema';

export async function insertFraudCheck(db: Transaction, row: typeof fraudChecks.$inferInsert): Promise<void> {
  await db.insert(fraudChecks).values(row);
}
