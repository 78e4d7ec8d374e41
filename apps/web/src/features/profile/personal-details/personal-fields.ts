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

/**
 * The fields an opener of the personal-info modal names (`fields`, comma-separated: a game launch refused for an
 * incomplete profile lists exactly what the game's provider needs), in the form's order. Names the form does not
 * know are dropped; none known means null, "ask for what the profile lacks".
 */
export function requestedFields(list: string | undefined): readonly PersonalField[] | null {
  if (!list) return null;
  const named = new Set(list.split(','));
  const known = PERSONAL_FIELDS.filter((field) => named.has(field));
  return known.length > 0 ? known : null;
}
