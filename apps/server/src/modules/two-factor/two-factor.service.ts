import { randomBytes } from 'node:crypto';
import type { TwoFactorSetup } from '@casino/contracts';
import { ACCOUNT_MESSAGE_KEYS } from '@casino/contracts';
import QRCode from 'qrcode';
import type { Database } from '../../db/client';
import { AppError, signInRequired } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { findUserById } from '../users';
import { assertGuessesLeft, settleGuess } from '../users';
import type { AuditLog, RequestOrigin } from '../audit';
import type { SessionContext, SessionService } from '../sessions';
import { claimTotpStep, deleteTotp, enableTotp, findTotp, upsertPendingTotp } from './two-factor.repository';
import { base32Decode, base32Encode, matchingTotpStep, otpauthUrl } from './totp';

/** 160 bits, the HMAC-SHA1 key size RFC 4226 recommends. */
const SECRET_BYTES = 20;

export const invalidOtp = (field = 'otp_attempt') =>
  new AppError('INVALID_OTP', 'The code is wrong or was already used', { [field]: [ACCOUNT_MESSAGE_KEYS.otpInvalid] });

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

export function createTwoFactorService({
  db,
  clock,
  secretBox,
  audit,
  sessions,
  issuer,
}: {
  db: Database;
  clock: Clock;
  secretBox: SecretBox;
  audit: AuditLog;
  sessions: SessionService;
  /** The name authenticator apps show next to the code (the site's name). */
  issuer: () => Promise<string>;
}) {
  /** A code for this player's secret, each time step accepted once (replays and older codes are refused). */
  async function acceptCode(userId: number, code: string): Promise<boolean> {
    const row = await findTotp(db, userId);
    if (!row) return false;
    const step = matchingTotpStep(base32Decode(secretBox.open(row.secretCiphertext)), code, clock());
    return step !== null && (await db.transaction((tx) => claimTotpStep(tx, userId, step)));
  }

  /**
   * A six-digit code falls to guessing unless the tries are counted per account. Sign-in codes are counted by the
   * sign-in throttle; these are the set-up and turn-off codes of a signed-in player.
   */
  async function acceptPlayerCode(userId: number, code: string, origin: RequestOrigin, during: 'confirm' | 'disable') {
    await assertGuessesLeft(db, clock, userId, 'two_factor_failed');
    const right = await acceptCode(userId, code);
    await settleGuess({ db, clock, audit }, 'two_factor_failed', { userId, origin, details: { during } }, right);
    if (!right) throw invalidOtp();
  }

  return {
    async isEnabled(userId: number): Promise<boolean> {
      return Boolean((await findTotp(db, userId))?.enabledAt);
    },

    /** Checks a sign-in code; the caller counts a false as a failed sign-in. */
    verifyForSignIn: acceptCode,

    /** A new secret, shown once. Two-factor stays off until the player proves their app has it (`confirm`). */
    async begin(userId: number, origin: RequestOrigin): Promise<TwoFactorSetup> {
      const user = await findUserById(db, userId);
      if (!user) throw signInRequired();
      const existing = await findTotp(db, userId);
      if (existing?.enabledAt) throw new AppError('CONFLICT', 'Two-factor authentication is already on');
      const secret = base32Encode(randomBytes(SECRET_BYTES));
      await db.transaction(async (tx) => {
        await upsertPendingTotp(tx, userId, secretBox.seal(secret), clock());
        await audit.record('two_factor_setup_started', { userId, origin }, tx);
      });
      const url = otpauthUrl({ secret, account: user.email, issuer: await issuer() });
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return {
        secret,
        otpauth_url: url,
        qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    async confirm(session: SessionContext, code: string, origin: RequestOrigin): Promise<void> {
      const { userId } = session;
      const row = await findTotp(db, userId);
      if (!row) throw new AppError('CONFLICT', 'Start two-factor set-up first');
      if (row.enabledAt) throw new AppError('CONFLICT', 'Two-factor authentication is already on');
      await acceptPlayerCode(userId, code, origin, 'confirm');
      await db.transaction(async (tx) => {
        await enableTotp(tx, userId, clock());
        // Sessions opened before the second factor existed did not prove it; only this browser stays signed in.
        await sessions.endAllOfUser(tx, userId, session.sessionId);
        await audit.record('two_factor_enabled', { userId, origin }, tx);
      });
    },

    async disable(userId: number, code: string, origin: RequestOrigin): Promise<void> {
      const row = await findTotp(db, userId);
      if (!row?.enabledAt) throw new AppError('CONFLICT', 'Two-factor authentication is not on');
      await acceptPlayerCode(userId, code, origin, 'disable');
      await db.transaction(async (tx) => {
        await deleteTotp(tx, userId);
        await audit.record('two_factor_disabled', { userId, origin }, tx);
      });
    },
  };
}
