import type { BonusOffer } from '@casino/contracts';
import { z } from 'zod';

/**
 * The contracts give the offers as a type only; they are validated here as every other answer is, so a changed
 * server shape shows the quiet retry instead of "NaN" in a card.
 */
const conditionSchema = z.discriminatedUnion('field', [
  z.object({
    field: z.literal('amount'),
    type: z.literal('min'),
    value: z.array(z.object({ currency: z.string(), amount_cents: z.number().int() })),
  }),
  z.object({ field: z.literal('groups'), type: z.literal('include'), value: z.array(z.string()) }),
  z.object({ field: z.literal('deposit_number'), type: z.literal('eq'), value: z.array(z.string()) }),
]);

export const bonusOfferSchema = z.object({
  id: z.string(),
  title: z.string(),
  group_key: z.string(),
  bonuses: z.array(
    z.object({
      title: z.string(),
      type: z.literal('bonus'),
      conditions: z.array(conditionSchema),
      attributes: z.array(z.object({ name: z.string(), value: z.union([z.string(), z.number(), z.null()]) })),
      result_bonus: z.array(
        z.object({
          currency: z.string(),
          percent: z.number().nullable(),
          amount_cents: z.number().int(),
          wager: z.number(),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<BonusOffer>;

export const bonusOffersSchema = z.array(bonusOfferSchema);

/** The profile's bonus fields, out of `GET /api/player` (the shell's session schema leaves them out). */
export const bonusProfileSchema = z.object({
  deposit_bonus_code: z.string().nullable().catch(null),
  can_issue_bonuses: z.boolean().catch(true),
});
export type BonusProfile = z.infer<typeof bonusProfileSchema>;
