import { desc, eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { devMailMessages } from '../../db/schema';

export type DevMailMessage = typeof devMailMessages.$inferSelect;

export async function insertDevMail(db: Transaction, row: typeof devMailMessages.$inferInsert): Promise<void> {
  await db.insert(devMailMessages).values(row);
}

export const listDevMail = (db: Queryable, limit = 100) =>
  db.select().from(devMailMessages).orderBy(desc(devMailMessages.id)).limit(limit);

export async function findDevMail(db: Queryable, id: number): Promise<DevMailMessage | undefined> {
  const [row] = await db.select().from(devMailMessages).where(eq(devMailMessages.id, id));
  return row;
}
