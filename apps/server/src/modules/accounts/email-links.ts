import type { Queryable, Transaction } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { addMinutes } from '../../lib/clock';
import { randomToken, tokenHash } from '../../lib/tokens';
import { confirmationMail, passwordResetMail } from '../mail';
import type { MailMessage } from '../mail';
import type { UserRow } from '../users';
import type { AuthTokenRow, TokenPurpose } from './auth-tokens.repository';
import { findUserById } from '../users';
import { findAuthToken, insertAuthToken, retireAuthTokens } from './auth-tokens.repository';

export const CONFIRMATION_TTL_HOURS = 72;
export const PASSWORD_RESET_TTL_MINUTES = 60;

/**
 * Issues a single-use link token (only its hash is stored) and builds the e-mail carrying it. The link opens a
 * web-app route, which calls the API with the token. Earlier unused links of the same kind stop working.
 */
export async function issueEmailLink(
  db: Transaction,
  clock: Clock,
  user: UserRow,
  purpose: TokenPurpose,
  baseUrl: string,
): Promise<MailMessage> {
  const now = clock();
  const token = randomToken();
  await retireAuthTokens(db, user.id, purpose, now);
  const ttlMinutes = purpose === 'confirmation' ? CONFIRMATION_TTL_HOURS * 60 : PASSWORD_RESET_TTL_MINUTES;
  await insertAuthToken(db, {
    userId: user.id,
    purpose,
    tokenHash: tokenHash(token),
    email: user.email,
    expiresAt: addMinutes(now, ttlMinutes),
    createdAt: now,
  });
  if (purpose === 'confirmation') {
    const link = `${baseUrl}/confirmation?${new URLSearchParams({ confirmation_token: token }).toString()}`;
    return confirmationMail(user.email, link, CONFIRMATION_TTL_HOURS);
  }
  const link = `${baseUrl}/new-password?${new URLSearchParams({ reset_password_token: token }).toString()}`;
  return passwordResetMail(user.email, link, PASSWORD_RESET_TTL_MINUTES);
}

export type LinkTokenState = { token: AuthTokenRow; state: 'usable' } | { state: 'invalid' | 'expired' };

/** Looks a link token up: unknown, used or re-addressed is invalid; past its time is expired. */
export async function lookUpEmailLink(
  db: Queryable,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): Promise<LinkTokenState> {
  const row = await findAuthToken(db, purpose, tokenHash(token));
  if (!row || row.usedAt) return { state: 'invalid' };
  // A link sent to an address the account no longer has must not act on the account.
  if ((await findUserById(db, row.userId))?.email !== row.email) return { state: 'invalid' };
  if (row.expiresAt <= now) return { state: 'expired' };
  return { token: row, state: 'usable' };
}
