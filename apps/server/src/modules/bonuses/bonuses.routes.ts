import { COUPON_STATUSES, bonusCampaignInputSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_RATE_LIMITS } from '../../plugins/rate-limit';
import { signedIn } from '../../plugins/session';
import type { GeoOptions } from '../geo';
import { visitorCountry } from '../geo';
import { visitorOf } from '../users';
import type { BonusesService } from './bonuses.service';

const tags = ['bonuses'];
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const offerKind = z.enum(['deposit', 'registration']);

const slug = z.string().regex(/^[a-z0-9_]{2,64}$/);

/** The player's bonuses, offers and coupons (player-api-shapes §5), and the public promotions. */
export const bonusesRoutes: FastifyPluginAsyncZod<{ bonuses: BonusesService; geo: GeoOptions }> = async (
  app,
  { bonuses, geo },
) => {
  app.get(
    '/api/bonuses/promotions',
    { schema: { tags, summary: "The public offers of the visitor's country, with their whole terms" } },
    async (request) => bonuses.promotions(visitorCountry(request, geo)),
  );

  app.get(
    '/api/bonuses/promotions/:slug',
    { schema: { tags, summary: 'One public offer and its whole terms', params: z.object({ slug }) } },
    async (request) => bonuses.promotion(request.params.slug, visitorCountry(request, geo)),
  );

  app.get(
    '/api/player/bonuses',
    { onRequest: signedIn, schema: { tags, summary: "The player's bonuses, newest first" } },
    async (request) => bonuses.list((await request.requireUser()).userId),
  );

  app.post(
    '/api/player/bonuses/:id/activation',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Activate an issued bonus: it wagers now, or waits behind the wagering one',
        params: z.object({ id }),
      },
    },
    async (request) => bonuses.activate((await request.requireUser()).userId, request.params.id),
  );

  app.delete(
    '/api/player/bonuses/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Cancel a bonus: its bonus balance and winnings are forfeited',
        params: z.object({ id }),
      },
    },
    async (request) => bonuses.cancel((await request.requireUser()).userId, request.params.id),
  );

  app.get(
    '/api/player/bonuses/:id/cancel_info',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'What cancelling the bonus would leave (decimal strings, major units)',
        params: z.object({ id }),
      },
    },
    async (request) => bonuses.cancelInfo((await request.requireUser()).userId, request.params.id),
  );

  app.get(
    '/api/player/freespins',
    { onRequest: signedIn, schema: { tags, summary: "The player's free spins, newest first" } },
    async (request) => bonuses.freespins((await request.requireUser()).userId),
  );

  app.post(
    '/api/player/freespins/:id/activation',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Activate free spins: they play in their games (activation_path) until valid_until',
        params: z.object({ id }),
      },
    },
    async (request) => bonuses.activateFreespins((await request.requireUser()).userId, request.params.id),
  );

  app.delete(
    '/api/player/freespins/:id',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Give up free spins: what they won so far is forfeited', params: z.object({ id }) },
    },
    async (request) => bonuses.cancelFreespins((await request.requireUser()).userId, request.params.id),
  );

  app.post(
    '/api/bonuses/coupon',
    {
      onRequest: signedIn,
      // Per address, as for the sign-in lookups: codes cannot be guessed by the thousand.
      config: { rateLimit: AUTH_RATE_LIMITS.lookups },
      schema: {
        tags,
        summary: 'Redeem a coupon code (no deposit needed)',
        body: z.object({ coupon_code: z.string().trim().min(1).max(64) }),
        response: { 200: z.object({ status: z.enum(COUPON_STATUSES) }) },
      },
    },
    async (request) => bonuses.redeemCoupon((await request.requireUser()).userId, request.body.coupon_code),
  );

  app.get(
    '/api/v2/bonuses',
    {
      onRequest: signedIn,
      schema: { tags, summary: "The player's bonuses and free spins in the v2 list's shape, newest first" },
    },
    async (request) => bonuses.v2List((await request.requireUser()).userId),
  );

  app.post(
    '/api/v2/bonuses/promo-code',
    {
      onRequest: signedIn,
      config: { rateLimit: AUTH_RATE_LIMITS.lookups },
      schema: {
        tags,
        summary: 'Redeem a promo code: what it gave, 422 when it is not valid, 409 when it was used before',
        body: z.object({ code: z.string().trim().min(1).max(64) }),
      },
    },
    async (request) => bonuses.redeemPromoCode((await request.requireUser()).userId, request.body.code),
  );

  app.get(
    '/api/bonuses/:kind',
    {
      schema: {
        tags,
        summary: 'Offers before a deposit or at registration, with their conditions (guests see the public ones)',
        params: z.object({ kind: offerKind }),
      },
    },
    async (request) => {
      const session = await request.currentSession();
      return bonuses.offers(session?.userId ?? null, request.params.kind);
    },
  );

  app.delete(
    '/api/bonuses/:kind/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Decline an offer: it is not issued to the player',
        params: z.object({ kind: offerKind, id }),
      },
    },
    async (request, reply) => {
      await bonuses.decline((await request.requireUser()).userId, request.params.kind, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/bonuses/available_bonuses',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Whether a bonus waits for activation or a deposit offer applies' },
    },
    async (request) => ({ available_bonuses: await bonuses.available((await request.requireUser()).userId) }),
  );
};

/** Operator API: campaigns. Registered under the operator guard. */
export const bonusesAdminRoutes: FastifyPluginAsyncZod<{ bonuses: BonusesService; geo: GeoOptions }> = async (
  app,
  { bonuses, geo },
) => {
  app.get(
    '/api/admin/bonus_campaigns',
    { schema: { tags: ['operator'], summary: 'Every bonus campaign', security: [{ operatorToken: [] }] } },
    async () => bonuses.campaigns(),
  );

  app.post(
    '/api/admin/bonus_campaigns',
    {
      schema: {
        tags: ['operator'],
        summary: 'Create the campaign of a group_key, or replace its terms (bonuses given keep theirs)',
        security: [{ operatorToken: [] }],
        body: bonusCampaignInputSchema,
      },
    },
    async (request, reply) => reply.status(201).send(await bonuses.saveCampaign(request.body, visitorOf(request, geo))),
  );
};
