import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditLog } from '../audit';
import type { Mailer } from '../mail';
import type { SessionService } from '../sessions';
import type { TwoFactorService } from '../two-factor';
import type { AuthThrottle } from '../users';
import type { GeoPolicy } from '../users';

/** What the account services share; each takes the parts it uses. */
export type AccountsDeps = {
  db: Database;
  clock: Clock;
  audit: AuditLog;
  sessions: SessionService;
  throttle: AuthThrottle;
  geo: GeoPolicy;
  mailer: Mailer;
  twoFactor: TwoFactorService;
};
