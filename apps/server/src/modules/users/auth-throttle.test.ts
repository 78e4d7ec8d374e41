import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/schema';
import { freshAddress, freshEmail } from '../../test/accounts-kit';
import type { TestDatabase } from '../../test/test-database';
import { createTestDatabase, DATABASE_KINDS } from '../../test/test-database';
import type { AuditLog } from '../audit';
import { createAuditLog } from '../audit';
import { createCaptchaService } from '../captcha';
import type { AuthThrottle } from './auth-throttle';
import { AUTH_THROTTLE, createAuthThrottle } from './auth-throttle';

describe.each(DATABASE_KINDS)('auth throttle on %s', (kind) => {
  let database: TestDatabase;
  let audit: AuditLog;
  let throttle: AuthThrottle;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    const clock = () => new Date();
    const captcha = createCaptchaService({ db: database.db, clock, secret: 'x'.repeat(32), cost: 1, maxCounter: 5 });
    audit = createAuditLog({ clock });
    throttle = createAuthThrottle({ db: database.db, clock, captcha, audit });
  });
  afterAll(async () => database?.dispose());

  it('counts a wrong guess even when its full record cannot be stored', async () => {
    const email = freshEmail('unstorable');
    const ip = freshAddress();
    const subject = { email, ip, captchaSolved: false, captchaField: 'user.captcha' };
    // Whatever makes the detailed record fail (here text PostgreSQL refuses), the guess must still count.
    await throttle.settle(AUTH_THROTTLE.signIn, subject, (tx) =>
      audit.record('sign_in_failed', { email, origin: { ip, userAgent: null }, details: { dfpc: '\u0000' } }, tx),
    );
    const rows = await database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.email, email), eq(securityEvents.kind, 'sign_in_failed')));
    expect(rows).toMatchObject([{ email, ip, details: {} }]);
  });
});
