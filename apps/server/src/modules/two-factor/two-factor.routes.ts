import { twoFactorCodeRequestSchema, twoFactorSetupSchema, twoFactorStatusSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_RATE_LIMITS } from '../../plugins/rate-limit';
import { signedIn } from '../../plugins/session';
import { visitorOf } from '../users';
import type { GeoOptions } from '../geo';
import type { TwoFactorService } from './two-factor.service';

type Options = { twoFactor: TwoFactorService; geo: GeoOptions };

const tags = ['two-factor'];
const rateLimit = AUTH_RATE_LIMITS.twoFactor;

export const twoFactorRoutes: FastifyPluginAsyncZod<Options> = async (app, { twoFactor, geo }) => {
  app.get(
    '/api/player/two_factor',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Whether two-factor authentication is on', response: { 200: twoFactorStatusSchema } },
    },
    async (request) => ({ two_factor_enabled: await twoFactor.isEnabled((await request.requireUser()).userId) }),
  );

  app.post(
    '/api/player/two_factor',
    {
      onRequest: signedIn,
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Start set-up: a new secret and its QR code, shown this once',
        response: { 200: twoFactorSetupSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      // The secret must not linger in any cache between the server and the player.
      reply.header('cache-control', 'no-store');
      return twoFactor.begin(userId, visitorOf(request, geo));
    },
  );

  app.post(
    '/api/player/two_factor/confirm',
    {
      onRequest: signedIn,
      config: { rateLimit },
      schema: {
        tags,
        summary: "Turn two-factor on with a code from the player's app; other sessions end",
        body: twoFactorCodeRequestSchema,
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      await twoFactor.confirm(session, request.body.otp_attempt, visitorOf(request, geo));
      return { two_factor_enabled: true };
    },
  );

  app.post(
    '/api/player/two_factor/disable',
    {
      onRequest: signedIn,
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Turn two-factor off with a current code',
        body: twoFactorCodeRequestSchema,
        response: { 200: twoFactorStatusSchema.extend({ two_factor_enabled: z.literal(false) }) },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      await twoFactor.disable(userId, request.body.otp_attempt, visitorOf(request, geo));
      return { two_factor_enabled: false as const };
    },
  );
};
