import type { FieldErrors, ProfileUpdateRequest, Subscriptions, UserProfile } from '@casino/contracts';
import {
  ACCOUNT_MESSAGE_KEYS,
  AB_REGISTRATION_GROUPS,
  calendarDateOf,
  dateOfBirthRule,
  fillStateFromPostalCode,
  postalCodeRule,
  SELF_SERVICE_GROUPS,
  isBonusPickGroup,
} from '@casino/contracts';
import type { Database } from '../../db/client';
import { invalidFields, signInRequired } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../outbox';
import type { UserChanges, UserRow } from '../users';
import { addGroupIds, findCountryByCode, findUserById, listGroupIds, removeGroupIds, updateUser } from '../users';
import { loadUserProfile } from './user-profile';
import type { AuditLog, RequestOrigin, SecurityEventKind } from '../audit';
import { findRestoreId, upsertRestoreId } from './player.repository';

type ProfileFields = ProfileUpdateRequest['user'];

/** Fields that identify the person: once identity checks passed (verified), only support may change them. */
const IDENTITY_FIELDS = ['first_name', 'last_name', 'date_of_birth', 'country', 'personal_id'] as const;

const COLUMN_OF = {
  nickname: 'nickname',
  first_name: 'firstName',
  last_name: 'lastName',
  date_of_birth: 'dateOfBirth',
  gender: 'gender',
  country: 'country',
  city: 'city',
  address: 'address',
  postal_code: 'postalCode',
  state: 'state',
  mobile_phone: 'mobilePhone',
  personal_id: 'personalId',
  profession: 'profession',
  receive_promos: 'receivePromos',
  receive_sms_promos: 'receiveSmsPromos',
} as const satisfies Record<keyof ProfileFields, keyof UserRow>;

/** The columns a profile update writes: given fields only, blank text stored as null. */
function columnChanges(input: ProfileFields): UserChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMN_OF)) {
    const value = input[field as keyof ProfileFields];
    if (value !== undefined) changes[column] = typeof value === 'string' ? value.trim() || null : value;
  }
  return changes as UserChanges;
}

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService({
  db,
  clock,
  audit,
  outbox,
  assertPromotionsAllowed,
}: {
  db: Database;
  clock: Clock;
  audit: AuditLog;
  outbox: Outbox;
  /** Refuses opting in to promotional mail during a cooling-off or self-exclusion (the user-limits module). */
  assertPromotionsAllowed?: (userId: number) => Promise<void>;
}) {
  async function userOrUnauthorized(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw signInRequired();
    return user;
  }

  async function subscriptions(userId: number): Promise<Subscriptions> {
    const user = await userOrUnauthorized(userId);
    return { receive_promos: user.receivePromos, receive_sms_promos: user.receiveSmsPromos };
  }

  /** One change to the user row plus its audit entry, committed together. */
  async function change(
    userId: number,
    changes: UserChanges,
    kind: SecurityEventKind,
    origin: RequestOrigin,
    details: Record<string, unknown>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await updateUser(tx, userId, changes, clock());
      await audit.record(kind, { userId, origin, details }, tx);
    });
  }

  /** Rules that need the stored profile: locked identity fields, the stored country, the player's licence. */
  async function storedProfileErrors(user: UserRow, input: ProfileFields): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    const add = (field: string, key: string) => (errors[`user.${field}`] ??= []).push(key);
    const current = (field: keyof ProfileFields) => user[COLUMN_OF[field]];
    const locked = new Set<keyof ProfileFields>(user.verified ? IDENTITY_FIELDS : []);
    // The country decides the licence rules an account is held to: once set, only support moves it (platform-core §6).
    if (user.country) locked.add('country');
    for (const field of locked) {
      const given = input[field];
      if (given !== undefined && (given || null) !== current(field)) add(field, ACCOUNT_MESSAGE_KEYS.notChangeable);
    }
    if (input.country && input.country !== user.country && !errors['user.country']) {
      const country = await findCountryByCode(db, input.country);
      if (!country) add('country', ACCOUNT_MESSAGE_KEYS.countryInvalid);
      // Moving an account into a restricted country would slip past the registration check (platform-core §6).
      else if (country.restriction !== 'none') add('country', ACCOUNT_MESSAGE_KEYS.countryRestricted);
    }
    const postalFailure = postalCodeRule(input.postal_code, { country: input.country ?? user.country });
    if (postalFailure) add('postal_code', postalFailure.key);
    // Players under the Estonian licence must be 21, not 18 (platform-core §5).
    if (user.licenseName === 'EE') {
      const ageFailure = dateOfBirthRule(input.date_of_birth, { today: calendarDateOf(clock()), variant: 'estonia' });
      if (ageFailure) add('date_of_birth', ageFailure.key);
    }
    return errors;
  }

  return {
    get: (userId: number): Promise<UserProfile> => loadUserProfile(db, userId),

    /** What the client settings need of the player: one row, not the whole profile (asked on every page load). */
    async preferences(userId: number): Promise<Pick<UserProfile, 'currency' | 'locale'>> {
      const { currency, locale } = await userOrUnauthorized(userId);
      return { currency, locale };
    },

    async update(userId: number, input: ProfileFields, origin: RequestOrigin): Promise<UserProfile> {
      const user = await userOrUnauthorized(userId);
      const errors = await storedProfileErrors(user, input);
      if (Object.keys(errors).length > 0) throw invalidFields(errors);

      const changes = columnChanges(input);
      // Fill the state (AU, CA) from the postal code when neither the body nor the profile names one.
      const after = <K extends keyof UserChanges & keyof UserRow>(key: K) =>
        key in changes ? changes[key] : user[key];
      const address = fillStateFromPostalCode({
        country: after('country'),
        postal_code: after('postalCode'),
        state: after('state'),
      });
      if (address.state && address.state !== after('state')) changes.state = address.state;

      await change(userId, changes, 'profile_updated', origin, { fields: Object.keys(changes) });
      return loadUserProfile(db, userId);
    },

    async updateLocale(userId: number, locale: string, origin: RequestOrigin): Promise<UserProfile> {
      const user = await userOrUnauthorized(userId);
      await change(userId, { locale }, 'locale_changed', origin, { from: user.locale, to: locale });
      return loadUserProfile(db, userId);
    },

    subscriptions,

    /** Marketing consent, audited with what changed: regulators ask when a player opted in. */
    async updateSubscriptions(userId: number, input: Partial<Subscriptions>, origin: RequestOrigin) {
      await userOrUnauthorized(userId);
      if (input.receive_promos || input.receive_sms_promos) await assertPromotionsAllowed?.(userId);
      const changes: UserChanges = {};
      if (input.receive_promos !== undefined) changes.receivePromos = input.receive_promos;
      if (input.receive_sms_promos !== undefined) changes.receiveSmsPromos = input.receive_sms_promos;
      await change(userId, changes, 'subscriptions_changed', origin, { ...input });
      return subscriptions(userId);
    },

    /**
     * Self-service groups only (installed PWA, LT IBAN, the A/B registration arm, a bonus offer's pick group); a
     * player stays in one A/B arm, and may leave only an offer's pick group. Other sessions of the player learn of
     * the change on their groups_updates channel.
     */
    async changeGroups(
      userId: number,
      requested: { add: (string | number)[]; remove: (string | number)[] },
      origin: RequestOrigin,
    ): Promise<string[]> {
      // An offer's condition names its group as `pick:<group>`; clients send either form.
      const normalised = (ids: (string | number)[]) => [...new Set(ids.map((id) => String(id).replace(/^pick:/, '')))];
      const add = normalised(requested.add);
      const remove = normalised(requested.remove);
      if (add.some((id) => !SELF_SERVICE_GROUPS.includes(id) && !isBonusPickGroup(id))) {
        throw invalidFields({ 'groups.add': [ACCOUNT_MESSAGE_KEYS.groupNotAllowed] });
      }
      if (remove.some((id) => !isBonusPickGroup(id))) {
        throw invalidFields({ 'groups.remove': [ACCOUNT_MESSAGE_KEYS.groupNotAllowed] });
      }
      const current = await listGroupIds(db, userId);
      const arms = new Set<string>(AB_REGISTRATION_GROUPS);
      const arm = [...current, ...add].filter((id) => arms.has(id));
      if (new Set(arm).size > 1) throw invalidFields({ 'groups.add': [ACCOUNT_MESSAGE_KEYS.notChangeable] });

      return db.transaction(async (tx) => {
        const removed = await removeGroupIds(tx, userId, remove);
        const inserted = await addGroupIds(tx, userId, add, clock());
        const groups = await listGroupIds(tx, userId);
        if (inserted.length > 0) {
          await audit.record('groups_added', { userId, origin, details: { groups: inserted } }, tx);
        }
        if (removed.length > 0) {
          await audit.record('groups_removed', { userId, origin, details: { groups: removed } }, tx);
        }
        if (inserted.length + removed.length > 0) {
          await outbox.emit(tx, { type: 'groups_changed', userId, payload: { groups } });
        }
        return groups;
      });
    },

    async setBonusCode(userId: number, code: string | null, origin: RequestOrigin): Promise<UserProfile> {
      await userOrUnauthorized(userId);
      await change(userId, { depositBonusCode: code }, 'bonus_code_changed', origin, { deposit_bonus_code: code });
      return loadUserProfile(db, userId);
    },

    async updateBonusSettings(userId: number, canIssue: boolean, origin: RequestOrigin): Promise<UserProfile> {
      await userOrUnauthorized(userId);
      await change(userId, { canIssueBonuses: canIssue }, 'bonus_settings_changed', origin, { can_issue: canIssue });
      return loadUserProfile(db, userId);
    },

    restoreId: (userId: number) => findRestoreId(db, userId),

    async setRestoreId(userId: number, restoreId: string, origin: RequestOrigin): Promise<void> {
      await db.transaction(async (tx) => {
        await upsertRestoreId(tx, userId, restoreId, clock());
        await audit.record('restore_id_set', { userId, origin }, tx);
      });
    },
  };
}
