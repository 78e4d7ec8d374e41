import type { RealityCheck } from '@casino/contracts';
import { licenceRules, REALITY_CHECK_INTERVALS } from '@casino/contracts';
import type { Database } from '../../db/client';
import { invalidFields, signInRequired } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditLog, RequestOrigin } from '../audit';
import { gameFlowsSince } from '../ledger';
import { findUserById } from '../users';
import { PLAY_IDLE_GAP_MS } from './limit-guards';
import { findOpenPlaySession, findRealityCheck, saveRealityCheck } from './user-limits.repository';

/**
 * Reality checks (RTS 13): the interval at which the game page interrupts real play with the time played and the
 * net position of the session. The licence gives the default and may forbid switching them off.
 */
export function createRealityChecks({ db, clock, audit }: { db: Database; clock: Clock; audit: AuditLog }) {
  async function read(userId: number): Promise<RealityCheck> {
    const user = await findUserById(db, userId);
    if (!user) throw signInRequired();
    const rules = licenceRules(user.licenseName);
    const allowed = REALITY_CHECK_INTERVALS.filter((minutes) => minutes > 0 || rules.realityCheckCanBeOff);
    const chosen = await findRealityCheck(db, userId);
    const interval =
      chosen !== undefined && (allowed as number[]).includes(chosen) ? chosen : rules.realityCheckDefaultMinutes;
    const now = clock();
    const session = await findOpenPlaySession(db, userId, new Date(now.getTime() - PLAY_IDLE_GAP_MS));
    let summary: RealityCheck['session'] = null;
    if (session) {
      const flows = await gameFlowsSince(db, userId, session.currency, session.startedAt);
      summary = {
        started_at: session.startedAt.toISOString(),
        last_activity_at: session.lastActivityAt.toISOString(),
        played_seconds: Math.floor((now.getTime() - session.startedAt.getTime()) / 1000),
        currency: session.currency,
        stakes_cents: flows.stakesCents,
        wins_cents: flows.winsCents,
        net_cents: flows.winsCents - flows.stakesCents,
      };
    }
    return {
      interval_minutes: interval,
      default_interval_minutes: rules.realityCheckDefaultMinutes,
      allowed_intervals: [...allowed],
      session: summary,
    };
  }

  return {
    read,
    async choose(userId: number, intervalMinutes: number, origin: RequestOrigin): Promise<RealityCheck> {
      const current = await read(userId);
      if (!current.allowed_intervals.includes(intervalMinutes)) {
        throw invalidFields({ interval_minutes: ['validation.invalid'] });
      }
      await db.transaction(async (tx) => {
        await saveRealityCheck(tx, userId, intervalMinutes, clock());
        await audit.record('reality_check_set', { userId, origin, details: { intervalMinutes } }, tx);
      });
      return read(userId);
    },
  };
}

export type RealityChecks = ReturnType<typeof createRealityChecks>;
