import { CURRENCY_CODE_PATTERN, walletAccountSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GeoOptions } from '../geo';
import type { Idempotency } from '../idempotency';
import { idempotentCall, integrationScope, sendOutcome } from '../idempotency';
import { visitorOf } from '../users';
import type { WalletsService } from './wallets.service';

type Options = { geo: GeoOptions; wallets: WalletsService; idempotency: Idempotency };

const adjustmentSchema = z
  .object({
    currency: z.string().regex(CURRENCY_CODE_PATTERN),
    // Signed minor units: a credit is positive, a debit negative.
    amount_cents: z
      .number()
      .int()
      .min(-Number.MAX_SAFE_INTEGER)
      .max(Number.MAX_SAFE_INTEGER)
      .refine((amount) => amount !== 0, 'validation.not_zero'),
    reason: z.string().trim().min(3).max(500),
  })
  .strict();

/** Operator API: balance adjustments. Registered under the operator guard. */
export const walletsAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { geo, wallets, idempotency }) => {
  app.post(
    '/api/admin/players/:user_id/balance_adjustments',
    {
      schema: {
        tags: ['operator'],
        summary: "Credit or debit a player's cash with a reason (audited; Idempotency-Key required)",
        security: [{ operatorToken: [] }],
        params: z.object({ user_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        body: adjustmentSchema,
        response: { 201: walletAccountSchema },
      },
    },
    async (request, reply) => {
      const call = idempotentCall(request, integrationScope('operator'), { required: true });
      const { currency, amount_cents: amountCents, reason } = request.body;
      const origin = visitorOf(request, geo);
      const outcome = await idempotency.run(call, async (tx) => ({
        status: 201,
        body: await wallets.adjust(
          tx,
          { userId: request.params.user_id, currency, amountCents, reason, key: `operator:${call.key}` },
          origin,
        ),
      }));
      return sendOutcome(reply, outcome);
    },
  );
};
