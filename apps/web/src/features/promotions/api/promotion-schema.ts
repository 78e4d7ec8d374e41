import type { Promotion } from '@casino/contracts';
import { z } from 'zod';

/**
 * The contracts give a promotion as a type only; the pages validate it here, as the gifts do, so a changed server
 * shape shows the error state instead of "NaN" in a headline.
 */
const minorUnits = z.number().int();
const percent = z.number().min(0);

export const promotionSchema = z.object({
  slug: z.string(),
  title: z.string(),
  kind: z.enum(['registration', 'deposit']),
  deposit_number: z.number().int().positive().nullable(),
  match_percent: percent.nullable(),
  freespins_count: z.number().int().min(0).nullable(),
  currencies: z.array(
    z.object({
      currency: z.string(),
      amount_cents: minorUnits,
      min_deposit_cents: minorUnits.nullable(),
      max_bet_cents: minorUnits.nullable(),
    }),
  ),
  wager_multiplier: z.number().min(0),
  contributions: z.object({ pokies: percent, table: percent, live: percent, other: percent }),
  activation_days: z.number().int().min(0),
  wager_days: z.number().int().min(0),
  requires_pick: z.boolean(),
  games: z.array(z.object({ identifier: z.string(), title: z.string() })),
}) satisfies z.ZodType<Promotion>;

export const promotionsSchema = z.array(promotionSchema);

/** A promotion's slug is its campaign's group key; the server refuses any other shape with a 400, not a 404. */
export const PROMOTION_SLUG = /^[a-z0-9_]{2,64}$/;
