import {
  CURRENCY_CODE_PATTERN,
  cashoutRequestSchema,
  cashoutResponseSchema,
  depositRequestSchema,
  depositResponseSchema,
  methodFieldsQuerySchema,
  methodFieldsSchema,
  paymentMethodSchema,
  paymentMethodsQuerySchema,
  paymentsPageRequestSchema,
  paymentInfoRowSchema,
  paymentsPageSchema,
  playerPaymentSchema,
  PAYMENT_ACTIONS,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/session';
import type { GeoOptions } from '../geo';
import type { Idempotency, IdempotentCall } from '../idempotency';
import { idempotentCall, playerScope, sendOutcome } from '../idempotency';
import { visitorOf } from '../users';
import type { PaymentsService } from './payments.service';

type Options = { geo: GeoOptions; payments: PaymentsService; idempotency: Idempotency };

const tags = ['payments'];
const paymentId = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** A path on this site for the e-wallet's page to send the player back to; anything else goes to the cashier. */
const safeReturnPath = (path: string | undefined) =>
  path && /^\/(?![/\\])[\x21-\x7e]*$/.test(path) ? path : '/deposit';

/**
 * The idempotency key keeps a hash of the request it came with; of a card it may know the last four digits, never
 * the number or the CVV, not even hashed (PCI DSS forbids keeping the CVV in any form).
 */
function withoutCardSecrets(call: IdempotentCall, fields: Record<string, string>): IdempotentCall {
  const { card_number: number, card_cvv: _cvv, ...rest } = fields;
  const request = call.request as { body: Record<string, unknown> };
  const last4 = number === undefined ? undefined : number.replace(/\D/g, '').slice(-4);
  return { ...call, request: { ...request, body: { ...request.body, fields: { ...rest, card_last4: last4 } } } };
}

export const paymentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { geo, payments, idempotency }) => {
  app.get(
    '/api/payments/methods',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Payment methods for a currency and action (deposit or cashout)',
        querystring: paymentMethodsQuerySchema,
        response: { 200: z.array(paymentMethodSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      return payments.methods(userId, request.query.currency, request.query.action);
    },
  );

  app.get(
    '/api/payments/information',
    {
      schema: {
        tags,
        summary: 'Every method with its processing time, fee and deposit and withdrawal limits (public)',
        querystring: z.object({ currency: z.string().regex(CURRENCY_CODE_PATTERN) }),
        response: { 200: z.array(paymentInfoRowSchema) },
      },
    },
    async (request) => payments.information(request.query.currency),
  );

  app.get(
    '/api/payments/methods/:id/fields',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "A method's form: the fields the player fills, the amount limits, a crypto address",
        params: z.object({ id: z.string().max(64) }),
        querystring: methodFieldsQuerySchema,
        response: { 200: methodFieldsSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      const { currency, action, saved_profile_id: savedProfileId } = request.query;
      return payments.fields(userId, { id: request.params.id, currency, action, savedProfileId });
    },
  );

  app.post(
    '/api/payments/deposits',
    {
      onRequest: signedIn,
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: 'Start a deposit (send an Idempotency-Key: a retry never charges twice)',
        body: depositRequestSchema,
        response: { 201: depositResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      const call = withoutCardSecrets(idempotentCall(request, playerScope(userId)), request.body.fields);
      const origin = visitorOf(request, geo);
      const returnUrl = safeReturnPath(request.body.return_path);
      const outcome = await idempotency.runOutside(call, async () => ({
        status: 201,
        body: await payments.deposit(userId, request.body, call.key, origin, returnUrl),
      }));
      return sendOutcome(reply, outcome);
    },
  );

  app.post(
    '/api/payments/cashouts',
    {
      onRequest: signedIn,
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: 'Request a withdrawal: the amount is held at once (send an Idempotency-Key)',
        body: cashoutRequestSchema,
        response: { 201: cashoutResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      const call = idempotentCall(request, playerScope(userId));
      const origin = visitorOf(request, geo);
      const outcome = await idempotency.runOutside(call, async () => ({
        status: 201,
        body: await payments.cashout(userId, request.body, call.key, origin),
      }));
      return sendOutcome(reply, outcome);
    },
  );

  app.get(
    '/api/player/payments',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Payment history, newest first (the same items as with_pages, as a bare list)',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          page_size: z.coerce.number().int().min(1).max(100).default(20),
          type: z.enum(PAYMENT_ACTIONS).optional(),
          currency: z.string().regex(CURRENCY_CODE_PATTERN).optional(),
        }),
        response: { 200: z.array(playerPaymentSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      const { page, page_size: pageSize, type, currency } = request.query;
      const filter = { ...(type ? { type } : {}), ...(currency ? { currency } : {}) };
      return (await payments.history(userId, { page, page_size: pageSize, filter })).data;
    },
  );

  app.post(
    '/api/player/payments/with_pages',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Payment history, a page at a time, filtered by type and currency',
        body: paymentsPageRequestSchema,
        response: { 200: paymentsPageSchema },
      },
    },
    async (request) => payments.history((await request.requireUser()).userId, request.body),
  );

  app.get(
    '/api/player/payments/:id',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'One payment', params: paymentId, response: { 200: playerPaymentSchema } },
    },
    async (request) => payments.one((await request.requireUser()).userId, request.params.id),
  );

  app.post(
    '/api/player/payments/:id/recall',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Cancel a pending withdrawal (refused where the licence forbids it); the money returns',
        params: paymentId,
        response: { 200: playerPaymentSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      return payments.recall(userId, request.params.id, visitorOf(request, geo));
    },
  );

  app.delete(
    '/api/player/payment_accounts/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Forget a saved card',
        params: paymentId,
        response: { 204: z.null().describe('Forgotten') },
      },
    },
    async (request, reply) => {
      await payments.removeProfile((await request.requireUser()).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
