import type { Transaction } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { insertSecurityEvent } from './audit.repository';

/**
 * Every security event and account change: who (user, or the address a sign-in named), from where, what. Failures
 * are counted from here for captcha and lock-out decisions, so the log is also the throttle's memory, shared by
 * every server process and kept across restarts.
 */
export const SECURITY_EVENT_KINDS = [
  'registered',
  'registration_blocked',
  'sign_in',
  'sign_in_failed',
  'sign_in_blocked',
  'sign_out',
  'social_sign_in',
  'two_factor_setup_started',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_failed',
  'password_changed',
  'password_change_failed',
  'password_reset_requested',
  'password_reset',
  'confirmation_requested',
  'email_confirmed',
  'profile_updated',
  'auth_details_updated',
  'locale_changed',
  'subscriptions_changed',
  'groups_added',
  'groups_removed',
  'wallet_created',
  'wallet_selected',
  'balance_adjusted',
  'identity_linked',
  'identity_unlinked',
  'bonus_code_changed',
  'bonus_settings_changed',
  // Bonuses: a campaign saved by the operator, a bonus issued to a player.
  'bonus_campaign_saved',
  'bonus_issued',
  'bonus_erased_by_withdrawal',
  'restore_id_set',
  'fraud_check_submitted',
  // Payments: the player asked, the operator (or the auto-approval limit) decided.
  'deposit_requested',
  'cashout_requested',
  'cashout_approved',
  'cashout_rejected',
  'cashout_recalled',
  // Game providers: an integration's secret or served providers set by the operator.
  'game_integration_saved',
  // Responsible gambling: limits set, changes asked for and confirmed, exclusions taken and lifted by the operator.
  'limit_set',
  'limit_change_requested',
  'limit_change_confirmed',
  'limit_password_failed',
  'exclusion_started',
  'exclusion_lifted',
  'reality_check_set',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** Where a request came from, as the audit log records it. */
export type RequestOrigin = { ip: string; userAgent: string | null };

export type SecurityEvent = {
  userId?: number | null;
  email?: string | null;
  origin: RequestOrigin;
  details?: Record<string, unknown>;
};

export type AuditLog = ReturnType<typeof createAuditLog>;

export function createAuditLog({ clock }: { clock: Clock }) {
  return {
    /**
     * Written in the caller's transaction, so the record commits (or rolls back) with the change it describes. An
     * event that must survive a failing change (a failed guess) gets a transaction of its own.
     */
    async record(kind: SecurityEventKind, event: SecurityEvent, tx: Transaction): Promise<void> {
      await insertSecurityEvent(tx, {
        kind,
        userId: event.userId ?? null,
        email: event.email ?? null,
        ip: event.origin.ip,
        userAgent: event.origin.userAgent?.slice(0, 500) ?? null,
        details: event.details ?? {},
        createdAt: clock(),
      });
    },
  };
}
