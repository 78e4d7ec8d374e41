import {
  BONUS_CAMPAIGN_KINDS,
  BONUS_STAGES,
  COUPON_STATUSES,
  type BonusCancelInfo,
  type CouponAnswer,
  type PlayerBonus,
} from '@casino/contracts';
import { z } from 'zod';

/**
 * The contracts give the bonus answers as types only; the page validates them here, as every other answer is, so a
 * changed server shape shows the error state instead of "NaN" on a money line.
 */
const minorUnits = z.number().int();

export const playerBonusSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.literal('bonus'),
  kind: z.enum(BONUS_CAMPAIGN_KINDS),
  stage: z.enum(BONUS_STAGES),
  strategy: z.string(),
  group_key: z.string(),
  currency: z.string(),
  amount_cents: minorUnits,
  balance_cents: minorUnits,
  amount_wager_requirement_cents: minorUnits,
  amount_wager_cents: minorUnits,
  max_bet_cents: minorUnits.nullable(),
  activatable: z.boolean(),
  activatable_until: z.string().nullable(),
  activates_at: z.string().nullable(),
  valid_until: z.string().nullable(),
  cancelable: z.boolean(),
  created_at: z.string(),
}) satisfies z.ZodType<PlayerBonus>;

export const playerBonusesSchema = z.array(playerBonusSchema);

/** Decimal strings in major units ("12.50"): only ever shown, never added up. */
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const bonusCancelInfoSchema = z.object({
  id: z.number().int(),
  total_withdrawal_amount: decimal,
  current_balance: decimal,
  cash_balance: decimal,
  bonus_balance: decimal,
  bonus_winnings: decimal,
}) satisfies z.ZodType<BonusCancelInfo>;

export const couponAnswerSchema = z.object({ status: z.enum(COUPON_STATUSES) }) satisfies z.ZodType<CouponAnswer>;
