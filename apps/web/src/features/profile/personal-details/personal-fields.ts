import { missingPersonalFields, type RequiredPersonalField } from '../../../lib/session/personal-info';
import type { SessionPlayer } from '../../../lib/session/session-player';

/** The personal fields the profile form edits, in the order it shows them. */
export const PERSONAL_FIELDS = [
  'first_name',
  'last_name',
  'nickname',
  'date_of_birth',
  'gender',
  'mobile_phone',
  'country',
  'city',
  'address',
  'postal_code',
  'state',
  'receive_promos',
  'receive_sms_promos',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** The fields the personal-info modal asks for: the missing ones, shown in the form's usual order. */
export function fieldsToAskFor(player: Pick<SessionPlayer, RequiredPersonalField>): PersonalField[] {
  const missing = new Set<PersonalField>(missingPersonalFields(player));
  return PERSONAL_FIELDS.filter((field) => missing.has(field));
}
