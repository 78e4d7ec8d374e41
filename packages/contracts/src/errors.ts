import * as z from 'zod/mini';

/**
 * Every error the API returns carries one of these codes. The server maps each to an HTTP status in one place;
 * clients branch on the code, never on the wording.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
  'UPGRADE_REQUIRED',
  'INTERNAL',
  // Idempotency keys (state-changing calls that may be retried).
  'IDEMPOTENCY_KEY_REUSED',
  'REQUEST_IN_PROGRESS',
  // Accounts (registration, sign-in, two-factor, e-mail tokens).
  'INVALID_CREDENTIALS',
  'OTP_REQUIRED',
  'INVALID_OTP',
  'CAPTCHA_REQUIRED',
  'TOKEN_INVALID',
  'REGISTRATION_RESTRICTED',
  'LOGIN_RESTRICTED',
  'EE_LICENSE_BLOCKED',
  'CROSS_SITE_REQUEST',
  // Games.
  'GAME_RESTRICTED_IN_REGION',
  'GAME_UNAVAILABLE',
  'GAME_CYCLE_TOO_FAST',
  'GAME_CURRENCY_UNSUPPORTED',
  'GAME_DEMO_UNAVAILABLE',
  'GAME_PROFILE_INCOMPLETE',
  'GAME_SESSION_INVALID',
  'ROUND_IN_PROGRESS',
  'LIVE_BETTING_CLOSED',
  'LIVE_CASH_OUT_CLOSED',
  'LIVE_DECISION_CLOSED',
  // Surveys.
  // Money.
  'INSUFFICIENT_FUNDS',
  'PAYMENT_NOT_RECALLABLE',
  'PAYMENT_STATE_CONFLICT',
  'WEBHOOK_SIGNATURE_INVALID',
  'PAYMENTS_UNAVAILABLE',
  // Responsible gambling.
  'LIMIT_REACHED',
  'LIMIT_LOCKED',
  // Bonuses: a stake above the maximum bet of the bonus being wagered; a withdrawal that would erase a bonus.
  'BONUS_MAX_BET',
  'BONUS_ACTIVE',
  'FREESPINS_UNAVAILABLE',
  'LIMIT_CHANGE_NOT_DUE',
  'DEPOSIT_LIMIT_REQUIRED',
  'COOLING_OFF_ACTIVE',
  'SELF_EXCLUSION_ACTIVE',
  'SURVEY_CLOSED',
  'SURVEY_NOT_FOUND',
  'SURVEY_ALREADY_ANSWERED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 422,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  // A plain HTTP request to the WebSocket endpoint.
  UPGRADE_REQUIRED: 426,
  INTERNAL: 500,
  // The same Idempotency-Key sent with a different request: a client bug, never something a retry could fix.
  IDEMPOTENCY_KEY_REUSED: 422,
  // A retry arrived while the first request with its key is still running: try again shortly.
  REQUEST_IN_PROGRESS: 409,
  // Wrong e-mail or password: the only sign-in failure that is a 401, so "any 401 logs out" stays true.
  INVALID_CREDENTIALS: 401,
  // The next three name a field the sign-in form must fill (otp_attempt, captcha): 422 with field errors, so the
  // two-factor step and the captcha stay on screen instead of being treated as a lost session.
  OTP_REQUIRED: 422,
  INVALID_OTP: 422,
  CAPTCHA_REQUIRED: 422,
  TOKEN_INVALID: 422,
  REGISTRATION_RESTRICTED: 403,
  LOGIN_RESTRICTED: 403,
  EE_LICENSE_BLOCKED: 403,
  CROSS_SITE_REQUEST: 403,
  // 451 Unavailable For Legal Reasons: the game exists but may not be offered in the visitor's country.
  GAME_RESTRICTED_IN_REGION: 451,
  // The game is not offered now (switched off by the operator, or its studio does not serve it): nothing started.
  GAME_UNAVAILABLE: 409,
  GAME_CYCLE_TOO_FAST: 429,
  // Real play in a wallet currency the game does not take: the tile shows its lock for the same reason.
  GAME_CURRENCY_UNSUPPORTED: 422,
  // Demo play of a game that has none (live tables): real play or nothing.
  GAME_DEMO_UNAVAILABLE: 422,
  // Real play needs profile fields the provider requires and the player has not filled in; the field errors name
  // them, so the game page can ask for exactly those.
  GAME_PROFILE_INCOMPLETE: 422,
  // A game frame's session token that is unknown, expired or ended: the frame must be relaunched from the game page.
  // Not a 401, which the lobby reads as a lost sign-in.
  GAME_SESSION_INVALID: 403,
  // A new round, or a seed change, while a round is still open: finish (or resume) it first.
  ROUND_IN_PROGRESS: 409,
  LIVE_BETTING_CLOSED: 409,
  // A crash cash-out outside the flight: before take-off, below 1.01×, or after the crash. Nothing changed.
  LIVE_CASH_OUT_CLOSED: 409,
  // A live decision (three card poker's play or fold) outside its window, or a second one: nothing changed.
  LIVE_DECISION_CLOSED: 409,
  // A movement would take a balance below zero: nothing moved; the request is well-formed but cannot be paid.
  INSUFFICIENT_FUNDS: 422,
  // A recall of a withdrawal that is no longer pending, or under a licence that forbids reversing withdrawals.
  PAYMENT_NOT_RECALLABLE: 409,
  // The operator acted on a payment that has already moved on (approved twice, rejected after payout).
  PAYMENT_STATE_CONFLICT: 409,
  // A provider's webhook whose signature is missing, wrong or outside the replay window: nothing was read from it.
  WEBHOOK_SIGNATURE_INVALID: 401,
  // The payment provider could not be reached or refused the request outright: nothing was charged.
  PAYMENTS_UNAVAILABLE: 503,
  // A deposit (or a game launch) that a responsible-gambling limit stops: `details` carries `limit_type`, `period`,
  // `currency`, `remaining_cents` and `resets_at` (ISO), so the cashbox can say when the limit resets.
  LIMIT_REACHED: 422,
  BONUS_MAX_BET: 422,
  // A withdrawal while a bonus is active: `details` names it (`bonus_id`, `bonus_balance_cents`); sent again with
  // `erase_bonus: true` after the player confirms, the bonus is cancelled and the withdrawal goes ahead.
  BONUS_ACTIVE: 409,
  // A spin asked to be played with free spins that have ended, have none left, or are not for this game.
  FREESPINS_UNAVAILABLE: 409,
  // A player call that would shorten, lift or loosen what the rules keep fixed (removing a cooling-off or a
  // self-exclusion, a second one over the first): refused whatever the body says.
  LIMIT_LOCKED: 409,
  // The e-mailed confirmation of a raise or removal used before the 24-hour wait is over (RTS 12: the player comes
  // back to confirm after it); `details.confirmable_from` says when it works.
  LIMIT_CHANGE_NOT_DUE: 409,
  // A deposit under a licence that makes a deposit limit mandatory, by a player who has not set one yet: nothing was
  // charged; the cashbox sends the player to set the limit first (`details.limit_type` is `deposit`).
  DEPOSIT_LIMIT_REQUIRED: 422,
  // The account is in a cooling-off or a self-exclusion: sign-in (self-exclusion), real play, deposits and bonuses
  // are refused; `details.until` is its end (ISO, null when it has none).
  COOLING_OFF_ACTIVE: 403,
  SELF_EXCLUSION_ACTIVE: 403,
  // The operator switched the survey off: the request is well-formed, but there is nothing to answer right now.
  SURVEY_CLOSED: 422,
  // An answer to a survey that is not the running one (the operator replaced it while the card was open).
  SURVEY_NOT_FOUND: 404,
  // One answer per player per survey, so a rating cannot be stuffed; the first answer stands.
  SURVEY_ALREADY_ANSWERED: 409,
};

/**
 * Field message key for text the database cannot store (NUL, a lone UTF-16 surrogate), refused in every field of
 * every request. Not one of the form rules of platform-core §5: no form produces such text by typing.
 */
export const INVALID_CHARACTERS_KEY = 'validation.invalid_characters';

/** Per-field message keys, e.g. `{ "page_size": ["validation.max_value"] }`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Facts a coded error carries for the client to show (when a limit resets, when an exclusion ends). */
export const errorDetailsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.optional(errorDetailsSchema),
  }),
  errors: z.optional(fieldErrorsSchema),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
