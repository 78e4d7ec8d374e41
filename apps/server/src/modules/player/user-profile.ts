import type { AuthField, UserProfile } from '@casino/contracts';
import { statusIdForGroups } from '@casino/contracts';
import type { Database } from '../../db/client';
import { signInRequired } from '../../lib/app-error';
import { findTotp } from '../two-factor';
import type { UserRow } from '../users';
import { findStatus, findUserById, listGroupIds } from '../users';
import { withoutDialCode } from './phone-number';

const iso = (time: Date | null) => time?.toISOString() ?? null;

/** What a social sign-up still owes before the player can deposit (platform-core §3 auth_fields_missed). */
export function authFieldsMissed(user: UserRow): AuthField[] {
  const missed: AuthField[] = [];
  if (!user.termsAcceptedAt) missed.push('terms_acceptance');
  if (!user.country) missed.push('country');
  return missed;
}

export function toUserProfile(
  user: UserRow,
  extras: { groups: string[]; status: { id: string; name: string } | undefined; twoFactorEnabled: boolean },
): UserProfile {
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    first_name: user.firstName,
    last_name: user.lastName,
    date_of_birth: user.dateOfBirth,
    gender: user.gender,
    country: user.country,
    city: user.city,
    address: user.address,
    postal_code: user.postalCode,
    state: user.state,
    mobile_phone: user.mobilePhone,
    mobile_phone_without_dial_code: withoutDialCode(user.mobilePhone, user.country),
    personal_id: user.personalId,
    profession: user.profession,
    receive_promos: user.receivePromos,
    receive_sms_promos: user.receiveSmsPromos,
    currency: user.currency,
    language: user.locale,
    locale: user.locale,
    statuses: extras.status ? [extras.status] : [],
    groups: extras.groups,
    auth_fields_missed: authFieldsMissed(user),
    confirmed_at: iso(user.confirmedAt),
    created_at: user.createdAt.toISOString(),
    current_sign_in_at: iso(user.currentSignInAt),
    deposit_bonus_code: user.depositBonusCode,
    can_issue_bonuses: user.canIssueBonuses,
    autoregistered: user.autoregistered,
    autologin_link: null,
    verified: user.verified,
    sumsub_verified: user.sumsubVerified,
    license_name: user.licenseName,
    sow_questionnaire_expires_at: iso(user.sowQuestionnaireExpiresAt),
    two_factor_enabled: extras.twoFactorEnabled,
  };
}

/** The full profile as `GET /api/player` returns it. */
export async function loadUserProfile(db: Database, userId: number): Promise<UserProfile> {
  const user = await findUserById(db, userId);
  // A session whose user was deleted is as good as no session.
  if (!user) throw signInRequired();
  const [groups, totp] = await Promise.all([listGroupIds(db, userId), findTotp(db, userId)]);
  const status = await findStatus(db, statusIdForGroups(groups));
  return toUserProfile(user, { groups, status, twoFactorEnabled: Boolean(totp?.enabledAt) });
}
