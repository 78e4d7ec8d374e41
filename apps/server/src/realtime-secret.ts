import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { siteSettings } from './db/schema';

const KEY = 'realtime_secret';

/**
 * Every server process of one site must sign realtime tokens with the same secret. REALTIME_SECRET wins; without
 * it the first process generates one and stores it, and the others (sharing the database) read the same value.
 */
export async function realtimeSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(siteSettings)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, KEY));
  if (typeof row?.value !== 'string') throw new Error('realtime secret could not be stored');
  return row.value;
}
