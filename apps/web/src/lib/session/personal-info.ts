import type { SessionPlayer } from './session-player';

/**
 * What a fiat player must have on file before the cashbox can pay them out (platform-core §2, personal-info
 * modal): payment providers and KYC checks refuse a payout without a name, birthday, phone and address.
 */
export const REQUIRED_PERSONAL_FIELDS = [
  'mobile_phone',
  'first_name',
  'last_name',
  'date_of_birth',
  'country',
  'city',
  'address',
  'postal_code',
] as const;
export type RequiredPersonalField = (typeof REQUIRED_PERSONAL_FIELDS)[number];

/** The required fields the player has not filled in yet (blank text counts as missing). */
export function missingPersonalFields(player: Pick<SessionPlayer, RequiredPersonalField>): RequiredPersonalField[] {
  return REQUIRED_PERSONAL_FIELDS.filter((field) => !player[field]?.trim());
}
