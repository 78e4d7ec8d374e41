import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditLog } from '../audit/audit-log';
import type { Mailer } from '../mail/mailer';
import type { SessionService } from '../sessions/sessions.service';
import type { TwoFactorService } from '../two-factor/two-factor.service';
import type { AuthThrottle } from './auth-throttle';
import type { GeoPolicy } from './geo-policy';

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
