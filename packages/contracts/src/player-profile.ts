import { z } from 'zod';
import { CURRENCY_CODE_PATTERN } from './constants';
import { statusSchema } from './reference';
import { AUTH_FIELDS, GENDERS, LICENSES } from './profile-fields';

const nullableText = z.string().nullable();
/** ISO 8601 timestamps in UTC. */
const timestamp = z.string();

/** The User profile entity of platform-core §3, as `GET /api/player` returns it. */
export const userProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: nullableText,
  first_name: nullableText,
  last_name: nullableText,
  /** `YYYY-MM-DD`. */
  date_of_birth: nullableText,
  gender: z.enum(GENDERS).nullable(),
  country: nullableText,
  city: nullableText,
  address: nullableText,
  postal_code: nullableText,
  state: nullableText,
  mobile_phone: nullableText,
  mobile_phone_without_dial_code: nullableText,
  personal_id: nullableText,
  profession: nullableText,
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  currency: z.string(),
  /** `language` and `locale` are the same value; real clients read either. */
  language: z.string(),
  locale: z.string(),
  statuses: z.array(statusSchema),
  /** Group ids (platform-core §6), e.g. "21" for testers, "vip_level_3". */
  groups: z.array(z.string()),
  auth_fields_missed: z.array(z.enum(AUTH_FIELDS)),
  confirmed_at: timestamp.nullable(),
  created_at: timestamp,
  current_sign_in_at: timestamp.nullable(),
  deposit_bonus_code: nullableText,
  can_issue_bonuses: z.boolean(),
  autoregistered: z.boolean(),
  autologin_link: nullableText,
  verified: z.boolean(),
  sumsub_verified: z.boolean(),
  license_name: z.enum(LICENSES),
  sow_questionnaire_expires_at: timestamp.nullable(),
  two_factor_enabled: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const createWalletRequestSchema = z.object({ currency: z.string().regex(CURRENCY_CODE_PATTERN) }).strict();

const sumsPerCurrency = z.record(z.string(), z.number().int());

/**
 * `GET /api/player/stats`: lifetime totals. `deposits_sum`, `cashouts_sum` and `bets_sum` are minor units per
 * currency (the reference shape; net deposits are deposits minus cash-outs per currency); the `*_cents` fields are
 * the same totals in the player's current currency, which the profile shows.
 */
export const playerStatsSchema = z.object({
  currency: z.string(),
  sign_in_count: z.number().int(),
  deposits_count: z.number().int(),
  deposits_sum: sumsPerCurrency,
  cashouts_sum: sumsPerCurrency,
  bets_sum: sumsPerCurrency,
  deposits_sum_cents: z.number().int(),
  cashouts_count: z.number().int(),
  cashouts_sum_cents: z.number().int(),
  bets_sum_cents: z.number().int(),
  wins_sum_cents: z.number().int(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

/** `GET/PUT /api/subscriptions`: marketing consent per channel. PUT may send either flag. */
export const subscriptionsSchema = z.object({ receive_promos: z.boolean(), receive_sms_promos: z.boolean() });
export const subscriptionsUpdateSchema = subscriptionsSchema.partial().strict();
export type Subscriptions = z.infer<typeof subscriptionsSchema>;

const groupIds = z
  .array(z.union([z.string().min(1).max(80), z.number().int().nonnegative()]))
  .max(10)
  .default([]);

/**
 * `POST /api/player/groups`: `{ groups: { add: [id, ...], remove: [id, ...] } }`. Ids may be numbers or strings;
 * only a bonus offer's pick group can be removed (resetting the chosen offer, player-api-shapes §5.3).
 */
export const addGroupsRequestSchema = z
  .object({
    groups: z
      .object({ add: groupIds, remove: groupIds })
      .strict()
      .refine((groups) => groups.add.length + groups.remove.length > 0, {
        message: 'validation.required',
        path: ['add'],
      }),
  })
  .strict();
export const playerGroupsSchema = z.object({ groups: z.array(z.string()) });

/** `/restore-id/get` and `/restore-id/set`: the support chat's restore id, so a conversation follows the player. */
export const restoreIdSchema = z.object({ restore_id: z.string().nullable() });
export const setRestoreIdRequestSchema = z.object({ restore_id: z.string().min(1).max(200) }).strict();

/** Bonus code and bonus settings the profile carries (platform-core §7). */
export const setBonusCodeRequestSchema = z.object({ deposit_bonus_code: z.string().min(1).max(100) }).strict();
export const bonusSettingsRequestSchema = z.object({ can_issue: z.boolean() }).strict();
