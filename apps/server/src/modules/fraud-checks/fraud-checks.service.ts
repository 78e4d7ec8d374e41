import type { FraudCheckRequest } from '@casino/contracts';
import { withoutEmptyValues } from '@casino/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditLog, RequestOrigin } from '../audit';
import { insertFraudCheck } from './fraud-checks.repository';

export type FraudChecksService = ReturnType<typeof createFraudChecksService>;

/** Stores the card facts the anti-fraud check may see, for the payments team and the fraud provider to read. */
export function createFraudChecksService({ db, clock, audit }: { db: Database; clock: Clock; audit: AuditLog }) {
  return {
    async submit(userId: number, payload: FraudCheckRequest, origin: RequestOrigin): Promise<void> {
      const stored = withoutEmptyValues(payload);
      await db.transaction(async (tx) => {
        await insertFraudCheck(tx, { userId, payload: stored, ip: origin.ip, createdAt: clock() });
        await audit.record('fraud_check_submitted', { userId, origin, details: { fields: Object.keys(stored) } }, tx);
      });
    },
  };
}
