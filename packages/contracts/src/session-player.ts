import * as z from 'zod/mini';
import { AUTH_FIELDS, GENDERS, LICENSES, type AuthField } from './profile-fields';

/** A profile text field the shell reads: absent and null both mean "not on file". */
const profileText = z._default(z.nullable(z.string()), null);

/** A flag the shell only acts on when it is set: anything but `true` reads as off. */
const flag = z.catch(z.boolean(), false);

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The profile fields the web's shell reads from `GET /api/player` and the sign-in, registration and profile
 * answers: login state, name, currency, licence, groups, statuses, and the personal fields of the personal-info
 * check. A zod/mini schema rather than `userProfileSchema` because the first screen reads it (docs/decisions.md).
 * Identity, currency, licence and groups are required; what only decorates the page is read leniently, so an
 * unknown status, gender or missing field does not sign the player out. `SessionPlayer` is checked against
 * `UserProfile` in session-player.test.ts.
 */
export const sessionPlayerSchema = z.object({
  id: z.int(),
  email: z.string(),
  currency: z.string(),
  language: z.catch(z.string(), ''),
  license_name: z.enum(LICENSES),
  groups: z.array(z.string()),
  statuses: z.pipe(
    z.array(z.unknown()),
    z.transform((statuses) =>
      statuses.flatMap((status) => {
        const { id, name } = (status ?? {}) as Record<string, unknown>;
        return isText(id) && isText(name) ? [{ id, name }] : [];
      }),
    ),
  ),
  nickname: profileText,
  mobile_phone: profileText,
  first_name: profileText,
  last_name: profileText,
  date_of_birth: profileText,
  country: profileText,
  city: profileText,
  address: profileText,
  postal_code: profileText,
  state: profileText,
  confirmed_at: profileText,
  gender: z.catch(z.nullable(z.enum(GENDERS)), null),
  two_factor_enabled: flag,
  receive_promos: flag,
  receive_sms_promos: flag,
  auth_fields_missed: z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((fields) => fields.filter((field): field is AuthField => AUTH_FIELDS.includes(field as AuthField))),
  ),
});
export type SessionPlayer = z.output<typeof sessionPlayerSchema>;
