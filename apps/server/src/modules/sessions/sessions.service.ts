import type { Database, Transaction } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { addMinutes } from '../../lib/clock';
import { randomToken, tokenHash } from '../../lib/tokens';
import type { RequestOrigin } from '../audit';
import {
  deleteSession,
  deleteSessionByTokenHash,
  deleteSessionsOfUser,
  deleteStaleSessions,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from './sessions.repository';

export type SessionContext = { sessionId: number; userId: number };
/** What the cookie carries: the token (never stored) and when the cookie should expire. */
export type IssuedSession = SessionContext & { token: string; expiresAt: Date };

/** Writing last-seen on every request would make each API call a write; once a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Opaque server-side sessions: 256-bit random tokens in the cookie, their SHA-256 in the database. A session ends
 * at logout, after `idleMinutes` without a request, or `maxAgeHours` after sign-in, whichever comes first.
 */
export function createSessionService({
  db,
  clock,
  idleMinutes,
  maxAgeHours,
  admit,
}: {
  db: Database;
  clock: Clock;
  idleMinutes: number;
  maxAgeHours: number;
  /** Refuses a new session with a coded error (a self-exclusion); every sign-in path starts its session here. */
  admit?: (tx: Transaction, userId: number) => Promise<void>;
}) {
  return {
    /**
     * A new session for `userId`. The session the browser held before (`replacing`) is ended: the token changes at
     * every sign-in, so a token planted in a browser before sign-in (session fixation) never becomes a login.
     */
    async start(
      userId: number,
      origin: RequestOrigin,
      replacing: string | undefined,
      tx: Transaction,
    ): Promise<IssuedSession> {
      await admit?.(tx, userId);
      if (replacing) await deleteSessionByTokenHash(tx, tokenHash(replacing));
      const now = clock();
      const token = randomToken();
      const expiresAt = addMinutes(now, maxAgeHours * 60);
      const row = await insertSession(tx, {
        tokenHash: tokenHash(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        ip: origin.ip,
        userAgent: origin.userAgent?.slice(0, 500) ?? null,
      });
      return { token, expiresAt, sessionId: row.id, userId };
    },

    async resolve(token: string): Promise<SessionContext | null> {
      const row = await findSessionByTokenHash(db, tokenHash(token));
      if (!row) return null;
      const now = clock();
      const idleSince = addMinutes(now, -idleMinutes);
      if (row.expiresAt <= now || row.lastSeenAt <= idleSince) {
        await db.transaction((tx) => deleteSession(tx, row.id));
        return null;
      }
      if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await db.transaction((tx) => touchSession(tx, row.id, now));
      }
      return { sessionId: row.id, userId: row.userId };
    },

    async end(token: string): Promise<void> {
      await db.transaction((tx) => deleteSessionByTokenHash(tx, tokenHash(token)));
    },

    /** After a password change or reset, or enabling two-factor: other browsers must sign in again. */
    async endAllOfUser(tx: Transaction, userId: number, except?: number): Promise<void> {
      await deleteSessionsOfUser(tx, userId, except);
    },

    async sweep(): Promise<void> {
      const now = clock();
      await db.transaction((tx) => deleteStaleSessions(tx, now, addMinutes(now, -idleMinutes)));
    },
  };
}
