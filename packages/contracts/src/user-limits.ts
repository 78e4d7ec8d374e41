import * as z from 'zod/mini';

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
 */
export const userLimitSchema = z.object({
  type: z.string(),
  accounts: z._default(z.array(userLimitAccountSchema), []),
});
export type UserLimit = z.output<typeof userLimitSchema>;

/** `GET /api/user_limits`. */
export const userLimitsSchema = z.array(userLimitSchema);
