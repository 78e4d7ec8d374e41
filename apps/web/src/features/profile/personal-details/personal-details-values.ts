import type { ProfileUpdateRequest, UserProfile } from '@casino/contracts';
import type { SessionPlayer } from '../../../lib/session/session-player';
import { birthdayPartsOf, isoDateOfBirthday } from './birthday-parts';
import type { PersonalField } from './personal-fields';

/**
 * What the personal details form holds. The birthday is three inputs; `date_of_birth` itself is never typed, it
 * only carries the whole-date message (and the server's 422 on `user.date_of_birth`) under the three inputs.
 */
type Gender = NonNullable<UserProfile['gender']>;

export type PersonalDetailsValues = {
  first_name: string;
  last_name: string;
  nickname: string;
  birth_day: string;
  birth_month: string;
  birth_year: string;
  date_of_birth: string;
  gender: Gender | '';
  mobile_phone: string;
  country: string;
  city: string;
  address: string;
  postal_code: string;
  state: string;
  receive_promos: boolean;
  receive_sms_promos: boolean;
};

export type ProfileUpdate = ProfileUpdateRequest['user'];

/** The form's starting values: what the profile holds, blanks for what it does not. */
export function personalDetailsDefaults(player: SessionPlayer): PersonalDetailsValues {
  const birthday = birthdayPartsOf(player.date_of_birth);
  return {
    first_name: player.first_name ?? '',
    last_name: player.last_name ?? '',
    nickname: player.nickname ?? '',
    birth_day: birthday.day,
    birth_month: birthday.month,
    birth_year: birthday.year,
    date_of_birth: '',
    gender: player.gender ?? '',
    mobile_phone: player.mobile_phone ?? '',
    country: player.country ?? '',
    city: player.city ?? '',
    address: player.address ?? '',
    postal_code: player.postal_code ?? '',
    state: player.state ?? '',
    receive_promos: player.receive_promos,
    receive_sms_promos: player.receive_sms_promos,
  };
}

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'nickname',
  'mobile_phone',
  'city',
  'address',
  'postal_code',
  'state',
] as const satisfies readonly PersonalField[];

/** Blank text clears the field on the server (null), so a player can remove a nickname or a phone number. */
const textOrNull = (value: string) => value.trim() || null;

/**
 * The `PATCH /api/player` body for the fields the form shows. The country goes only while the profile has none:
 * the server refuses to move an account to another country (platform-core §6). An empty AU or CA state goes as
 * null: the server fills it from the postal code (platform-core §5), and the form already does on blur.
 */
export function profileUpdateOf(
  values: PersonalDetailsValues,
  fields: readonly PersonalField[],
  options: { storedCountry: string | null },
): { user: ProfileUpdate } {
  const shown = new Set(fields);
  const user: ProfileUpdate = {};
  for (const field of TEXT_FIELDS) if (shown.has(field)) user[field] = textOrNull(values[field]);
  if (shown.has('date_of_birth')) {
    user.date_of_birth = isoDateOfBirthday({
      day: values.birth_day,
      month: values.birth_month,
      year: values.birth_year,
    });
  }
  if (shown.has('gender')) user.gender = values.gender || null;
  if (shown.has('country') && !options.storedCountry && values.country) user.country = values.country;
  if (shown.has('receive_promos')) user.receive_promos = values.receive_promos;
  if (shown.has('receive_sms_promos')) user.receive_sms_promos = values.receive_sms_promos;
  return { user };
}
