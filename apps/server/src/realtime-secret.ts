import type { Database } from './db/client';
import { siteSecret } from './site-secret';

/** The HS256 key of realtime connection tokens: REALTIME_SECRET, else one generated and stored for the site. */
export function realtimeSecret(db: Database, configured: string | undefined): Promise<string> {
  return siteSecret(db, 'realtime_secret', configured);
}
