/**
 * Value lists of the user profile (platform-core §3) in a module without schemas, so code that only needs the
 * lists (the web app's first screen) does not pull the account schemas in with them.
 */

/** What a social sign-up may still owe (`auth_fields_missed`). */
export const AUTH_FIELDS = ['terms_acceptance', 'country'] as const;
export type AuthField = (typeof AUTH_FIELDS)[number];

export const GENDERS = ['male', 'female', 'other'] as const;

/** The licences a player can be under (platform-core §3). */
export const LICENSES = ['CW', 'EE', 'UKGC'] as const;
export type License = (typeof LICENSES)[number];

/** Length caps of the free-text profile fields: the accounts schemas enforce them, the web forms check them early. */
export const PROFILE_TEXT_MAX_LENGTHS = {
  first_name: 100,
  last_name: 100,
  city: 100,
  address: 200,
  postal_code: 20,
  state: 100,
  mobile_phone: 30,
  personal_id: 100,
  profession: 100,
} as const;
export type ProfileTextField = keyof typeof PROFILE_TEXT_MAX_LENGTHS;
