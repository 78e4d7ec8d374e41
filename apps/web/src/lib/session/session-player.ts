import { AUTH_FIELDS, GENDERS, LICENSES, type License, type UserProfile } from '@casino/contracts';
import { REQUIRED_PERSONAL_FIELDS } from './personal-info';

type AuthField = (typeof AUTH_FIELDS)[number];

/**
 * The profile fields the shell reads (login state, name, currency, licence, groups, statuses, and the personal
 * fields the personal-info check looks at). Validated by hand rather than with the contracts' full profile
 * schema: that one carries the accounts module's validation rules, which the first page load does not need.
 */
export type SessionPlayer = Pick<
  UserProfile,
  | 'id'
  | 'email'
  | 'nickname'
  | 'currency'
  | 'language'
  | 'license_name'
  | 'groups'
  | 'statuses'
  | 'mobile_phone'
  | 'first_name'
  | 'last_name'
  | 'date_of_birth'
  | 'country'
  | 'city'
  | 'address'
  | 'postal_code'
  | 'state'
  | 'gender'
  | 'confirmed_at'
  | 'two_factor_enabled'
  | 'receive_promos'
  | 'receive_sms_promos'
  | 'auth_fields_missed'
>;

/** The personal-info check's fields, plus the display name, the state and whether the e-mail is confirmed. */
const SESSION_PERSONAL_FIELDS = ['nickname', ...REQUIRED_PERSONAL_FIELDS, 'state', 'confirmed_at'] as const;

/**
 * Player group 21, `PLAYER_GROUPS.tester` of the contracts: written out because the groups module is not part of the
 * first load, which needs only this one (session-player.test.ts keeps the two equal).
 */
const TESTER_GROUP = '21';

/** Testers see every managed promotion page, switched off or not (engagement §6). */
export function isTester(player: Pick<SessionPlayer, 'groups'> | null | undefined): boolean {
  return player?.groups.includes(TESTER_GROUP) ?? false;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isOptionalText = (value: unknown): value is string | null | undefined =>
  value === null || value === undefined || typeof value === 'string';

export const sessionPlayerSchema = {
  parse(input: unknown): SessionPlayer {
    if (typeof input !== 'object' || input === null) throw new Error('player: not an object');
    const value = input as Record<string, unknown>;
    const { id, email, currency, language, license_name: license, groups, statuses } = value;
    if (typeof id !== 'number' || !isText(email) || !isText(currency)) throw new Error('player: id, email, currency');
    if (!LICENSES.includes(license as License)) throw new Error('player: license_name');
    if (!Array.isArray(groups) || !groups.every(isText)) throw new Error('player: groups');
    if (!Array.isArray(statuses)) throw new Error('player: statuses');
    const personal: Record<string, string | null> = {};
    for (const field of SESSION_PERSONAL_FIELDS) {
      const fieldValue = value[field];
      if (!isOptionalText(fieldValue)) throw new Error(`player: ${field}`);
      personal[field] = fieldValue ?? null;
    }
    return {
      id,
      email,
      currency,
      language: isText(language) ? language : '',
      license_name: license as License,
      groups,
      statuses: statuses.flatMap((status: unknown) => {
        const { id: statusId, name } = (status ?? {}) as Record<string, unknown>;
        return isText(statusId) && isText(name) ? [{ id: statusId, name }] : [];
      }),
      ...(personal as Pick<SessionPlayer, (typeof SESSION_PERSONAL_FIELDS)[number]>),
      gender: GENDERS.find((gender) => gender === value.gender) ?? null,
      two_factor_enabled: value.two_factor_enabled === true,
      receive_promos: value.receive_promos === true,
      receive_sms_promos: value.receive_sms_promos === true,
      auth_fields_missed: Array.isArray(value.auth_fields_missed)
        ? value.auth_fields_missed.filter((field): field is AuthField => AUTH_FIELDS.includes(field as AuthField))
        : [],
    };
  },
};
