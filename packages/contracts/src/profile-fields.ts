/**
 * Value lists of the user profile (platform-core §3) in a module without schemas, so code that only needs the
 * lists (the web app's first screen) does not pull the account schemas in with them.
 */

/** What a social sign-up may still owe (`auth_fields_missed`). */
export const AUTH_FIELDS = ['terms_acceptance', 'country'] as const;
export type AuthField = (typeof AUTH_FIELDS)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
