import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { siteSettings } from './db/schema';

/**
 * A secret every server process of one site must share. The configured value wins; without one the first process
 * generates it and stores it under `key`, and the others (sharing the database) read the same value.
 */
export async function siteSecret(db: Database, key: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(siteSettings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  if (typeof row?.value !== 'string') throw new Error(`site secret "${key}" could not be stored`);
  return row.value;
}
