import * as z from 'zod/mini';

/**
 * Responsible-gambling limits (platform-core §3, §4, §7; player-api-shapes §4). One spelling is ours and is what the
 * server answers; the family's other spellings are accepted on input (`USER_LIMIT_TYPE_ALIASES`,
 * `USER_LIMIT_PERIOD_ALIASES`).
 */
export const USER_LIMIT_TYPES = ['deposit', 'loss', 'wager', 'session', 'coolingoff', 'selfexclusion'] as const;
export type UserLimitType = (typeof USER_LIMIT_TYPES)[number];

/** Limits with an amount per currency, counted from the ledger. */
export const MONEY_LIMIT_TYPES = ['deposit', 'loss', 'wager'] as const satisfies readonly UserLimitType[];
export type MoneyLimitType = (typeof MONEY_LIMIT_TYPES)[number];

/** Limits that shut the account out of gambling for a time; no player call can shorten or lift them. */
export const EXCLUSION_LIMIT_TYPES = ['coolingoff', 'selfexclusion'] as const satisfies readonly UserLimitType[];
export type ExclusionLimitType = (typeof EXCLUSION_LIMIT_TYPES)[number];

export const USER_LIMIT_TYPE_ALIASES: Readonly<Record<string, UserLimitType>> = {
  cooling_off: 'coolingoff',
  self_exclusion: 'selfexclusion',
};

/** `6`, `9`, `12` and `60` are months (60 = five years). */
export const USER_LIMIT_PERIODS = [
  'day',
  'day_3',
  'week',
  'month',
  'month_3',
  '6',
  '9',
  '12',
  '60',
  'forever',
] as const;
export type UserLimitPeriod = (typeof USER_LIMIT_PERIODS)[number];

export const USER_LIMIT_PERIOD_ALIASES: Readonly<Record<string, UserLimitPeriod>> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
};

/** The periods each type may take (docs/responsible-gambling.md gives the reasons). */
export const USER_LIMIT_PERIODS_BY_TYPE: Readonly<Record<UserLimitType, readonly UserLimitPeriod[]>> = {
  deposit: ['day', 'week', 'month'],
  loss: ['day', 'week', 'month'],
  wager: ['day', 'week', 'month'],
  session: ['day', 'week', 'month'],
  coolingoff: ['day', 'day_3', 'week', 'month'],
  selfexclusion: ['6', '9', '12', '60', 'forever'],
};

/**
 * `active`: in force. `unconfirmed` / `confirmed`: a raise waits for the e-mailed confirmation / is confirmed and
 * waits for its date. `unconfirmed_disable` / `confirmed_disable`: the same two steps for a removal. While a change
 * waits, the limit keeps applying its current amounts.
 */
export const USER_LIMIT_STATUSES = [
  'active',
  'unconfirmed',
  'confirmed',
  'unconfirmed_disable',
  'confirmed_disable',
] as const;
export type UserLimitStatus = (typeof USER_LIMIT_STATUSES)[number];

/** A raise or removal takes effect no sooner than this after it was asked for (docs/responsible-gambling.md). */
export const LIMIT_CHANGE_WAIT_MS = 24 * 60 * 60 * 1000;
/** How long the e-mailed confirmation link of a raise or removal stays usable. */
export const LIMIT_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A limit's amount and how much of it is used, per currency, in minor units; both required, with no default. */
const userLimitAccountSchema = z.object({
  currency: z.string(),
  amount_cents: z.int(),
  current_value_amount_cents: z.int(),
});

/**
 * The parts of a user limit (platform-core §3) that decide whether it is reached. A limit without amounts (a
 * cooling-off period, a self-exclusion) may leave `accounts` out. A malformed limit fails the list: the web then
 * logs `LOAD_USER_LIMITS_ERROR` rather than quietly dropping the one limit that should have stopped play.
 * `reached` is the server's own verdict (it also covers the session limit, which has no money accounts).
 */
export const userLimitSchema = z.object({
  type: z.string(),
  accounts: z._default(z.array(userLimitAccountSchema), []),
  reached: z.optional(z.boolean()),
});
export type UserLimit = z.output<typeof userLimitSchema>;

/** `GET /api/user_limits`. */
export const userLimitsSchema = z.array(userLimitSchema);

const isoTime = z.string();
const minorUnits = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));

/** One currency of a money limit: the amount, what the current window has used, and when that window ends. */
export const userLimitDetailAccountSchema = z.object({
  currency: z.string(),
  amount_cents: minorUnits,
  /** Used in the current window, in minor units, never below zero. */
  current_value_amount_cents: minorUnits,
  /** ISO: the end of the current window, when the usage starts again from zero. */
  active_until: isoTime,
});
export type UserLimitDetailAccount = z.output<typeof userLimitDetailAccountSchema>;

/** A raise waiting for its confirmation or its date: the amounts that will apply, and from when. */
export const pendingLimitChangeSchema = z.object({
  accounts: z.array(z.object({ currency: z.string(), amount_cents: minorUnits })),
  /** Minutes of a session limit's raise; null for money limits. */
  amount_minutes: z.nullable(z.int()),
  /** ISO: the earliest moment the change applies (once confirmed). */
  effective_at: isoTime,
  requested_at: isoTime,
});
export type PendingLimitChange = z.output<typeof pendingLimitChangeSchema>;

/** The session limit's clock: playing time allowed and used in the current window. */
export const sessionLimitUsageSchema = z.object({
  amount_minutes: z.int(),
  current_value_minutes: z.int(),
  active_until: isoTime,
});

/** A limit as `GET /api/user_limits` lists it (player-api-shapes §4.1, plus the fields the limits page needs). */
export const userLimitDetailSchema = z.object({
  id: z.int(),
  type: z.enum(USER_LIMIT_TYPES),
  period: z.enum(USER_LIMIT_PERIODS),
  status: z.enum(USER_LIMIT_STATUSES),
  strategy: z.nullable(z.string()),
  parent_type: z.nullable(z.string()),
  /** ISO: when a requested removal takes effect (set while a removal is pending). */
  disable_at: z.nullable(isoTime),
  /** ISO: the deadline of the e-mailed confirmation of a raise or removal. */
  confirm_until: z.nullable(isoTime),
  created_at: isoTime,
  /** One sub-account per currency the player holds; empty for session, cooling-off and self-exclusion. */
  accounts: z.array(userLimitDetailAccountSchema),
  /** The session limit's minutes; null for every other type. */
  session: z.nullable(sessionLimitUsageSchema),
  /** ISO: the end of a cooling-off or self-exclusion (null for `forever` and for other types). */
  ends_at: z.nullable(isoTime),
  pending_change: z.nullable(pendingLimitChangeSchema),
  /** platform-core §4: amount minus used is zero or less in some currency; cooling-off and self-exclusion always. */
  reached: z.boolean(),
});
export type UserLimitDetail = z.output<typeof userLimitDetailSchema>;

export const userLimitDetailsSchema = z.array(userLimitDetailSchema);

/**
 * `POST /api/user_limits`: create a limit, or change the one of the same type and period (`id` is optional: type
 * and period name it). Money limits give `accounts` (currencies the player holds; a currency left out keeps its
 * amount), the session limit `amount_minutes`, cooling-off and self-exclusion the account `password`. Aliases
 * (`cooling_off`, `daily`, ...) are accepted.
 */
export const userLimitRequestSchema = z.object({
  id: z.optional(z.int()),
  type: z.string().check(z.minLength(1), z.maxLength(32)),
  period: z.string().check(z.minLength(1), z.maxLength(32)),
  accounts: z.optional(
    z
      .array(z.object({ currency: z.string().check(z.minLength(1), z.maxLength(10)), amount_cents: minorUnits }))
      .check(z.maxLength(50)),
  ),
  amount_minutes: z.optional(z.int().check(z.minimum(1), z.maximum(31 * 24 * 60))),
  password: z.optional(z.string().check(z.maxLength(1000))),
});
export type UserLimitRequest = z.output<typeof userLimitRequestSchema>;

/** `POST /api/user_limits/confirm`: the token from the e-mailed link `/profile/limits/confirm?token=…`. */
export const userLimitConfirmRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type UserLimitConfirmRequest = z.output<typeof userLimitConfirmRequestSchema>;

/** Reality-check intervals in minutes (RTS 13); 0 is off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 45, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

/** The player's current real-play session, for the reality-check dialog: time played and the net position. */
export const playSessionSummarySchema = z.object({
  started_at: isoTime,
  last_activity_at: isoTime,
  played_seconds: z.int(),
  currency: z.string(),
  stakes_cents: minorUnits,
  wins_cents: minorUnits,
  /** Wins minus stakes: negative when the player is down. */
  net_cents: z.int(),
});
export type PlaySessionSummary = z.output<typeof playSessionSummarySchema>;

/** `GET /api/player/reality_check` (and the answer of its POST). */
export const realityCheckSchema = z.object({
  interval_minutes: z.int(),
  /** The licence's default, used until the player chooses. */
  default_interval_minutes: z.int(),
  /** The intervals the licence lets the player choose (a UK-style licence does not offer "off"). */
  allowed_intervals: z.array(z.int()),
  /** The real-play session in progress, or null when none is. */
  session: z.nullable(playSessionSummarySchema),
});
export type RealityCheck = z.output<typeof realityCheckSchema>;

/** `POST /api/player/reality_check`. */
export const realityCheckRequestSchema = z.object({ interval_minutes: z.int() });
export type RealityCheckRequest = z.output<typeof realityCheckRequestSchema>;

/** Why a `game_limits` message was sent: a limit became reached, or an exclusion began. */
export const GAME_LIMITS_REASONS = ['limit_reached', 'exclusion_started'] as const;
export type GameLimitsReason = (typeof GAME_LIMITS_REASONS)[number];
