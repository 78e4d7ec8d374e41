import {
  CURRENCY_CODE_PATTERN,
  PAYMENT_ACTIONS,
  PAYMENT_STATES,
  paymentsPageSchema,
  playerPaymentSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GeoOptions } from '../geo';
import { visitorOf } from '../users';
import type { PaymentsService } from './payments.service';

type Options = { geo: GeoOptions; payments: PaymentsService };

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const paymentId = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Operator API: the payments list and review queue, approval and rejection, auto-approval limits, reconciliation. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { geo, payments }) => {
  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags,
        security,
        summary: 'Payments of every player, newest first; `state=pending&action=cashout` is the review queue',
        querystring: z.object({
          user_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
          state: z.enum(PAYMENT_STATES).optional(),
          action: z.enum(PAYMENT_ACTIONS).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          page_size: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: paymentsPageSchema },
      },
    },
    async (request) => {
      const { user_id: userId, state, action, page, page_size: pageSize } = request.query;
      return payments.operatorList(
        { ...(userId ? { userId } : {}), ...(state ? { states: [state] } : {}), ...(action ? { action } : {}) },
        { page, page_size: pageSize },
      );
    },
  );

  app.post(
    '/api/admin/payments/:id/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve a cash-out waiting for review: it goes to the provider',
        params: paymentId,
        response: { 200: playerPaymentSchema },
      },
    },
    async (request) => payments.approve(request.params.id, visitorOf(request, geo)),
  );

  app.post(
    '/api/admin/payments/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Refuse a cash-out waiting for review, with a reason the player sees; the money returns',
        params: paymentId,
        body: z.object({ reason: z.string().trim().min(3).max(500) }).strict(),
        response: { 200: playerPaymentSchema },
      },
    },
    async (request) => payments.reject(request.params.id, request.body.reason, visitorOf(request, geo)),
  );

  app.get(
    '/api/admin/payments/auto_approval',
    {
      schema: {
        tags,
        security,
        summary: 'Cash-outs up to these amounts (minor units per currency) are approved without review',
        response: { 200: z.record(z.string(), z.number().int()) },
      },
    },
    async () => payments.autoApproval(),
  );

  app.put(
    '/api/admin/payments/auto_approval',
    {
      schema: {
        tags,
        security,
        summary: 'Set (or with null, reset to the default) the auto-approval limit of a currency',
        body: z
          .object({
            currency: z.string().regex(CURRENCY_CODE_PATTERN),
            below_cents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
          })
          .strict(),
        response: { 200: z.record(z.string(), z.number().int()) },
      },
    },
    async (request) => payments.setAutoApproval(request.body.currency, request.body.below_cents),
  );

  app.post(
    '/api/admin/payments/reconcile',
    {
      schema: {
        tags,
        security,
        summary: 'Ask the provider now about payments that stay unfinished',
        response: { 200: z.object({ checked: z.number().int(), moved: z.number().int() }) },
      },
    },
    async () => payments.reconcile(),
  );
};
