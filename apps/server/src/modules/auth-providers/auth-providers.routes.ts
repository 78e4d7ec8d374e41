import {
  authDetailsRequestSchema,
  authStartQuerySchema,
  linkedAuthProviderSchema,
  userProfileSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteUrl } from '../../lib/site-url';
import { AUTH_RATE_LIMITS } from '../../plugins/rate-limit';
import { signedIn } from '../../plugins/session';
import { visitorOf } from '../users';
import type { GeoOptions } from '../geo';
import type { AuthProvidersService } from './auth-providers.service';
import type { LinkedProvidersService } from './linked-providers.service';

const STATE_COOKIE = 'casino_oidc_state';
const tags = ['auth providers'];
const providerParams = z.object({ provider: z.string().max(50) });

export const authProvidersRoutes: FastifyPluginAsyncZod<{
  authProviders: AuthProvidersService;
  linkedProviders: LinkedProvidersService;
  geo: GeoOptions;
  publicUrl: string | undefined;
}> = async (app, { authProviders, linkedProviders, geo, publicUrl }) => {
  const stateCookie = { path: '/api/auth/', httpOnly: true, sameSite: 'lax' as const, maxAge: 600 };

  app.get(
    '/api/auth/:provider',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.lookups },
      schema: {
        tags,
        summary: 'Start social sign-in, or linking when signed in: redirects to the provider',
        params: providerParams,
        querystring: authStartQuerySchema,
      },
    },
    async (request, reply) => {
      const session = await request.currentSession();
      const { url, state } = await authProviders.start(request.params.provider, {
        userId: session?.userId ?? null,
        redirect: request.query.redirect,
        siteUrl: siteUrl(request, publicUrl),
      });
      reply.setCookie(STATE_COOKIE, state, { ...stateCookie, secure: request.protocol === 'https' });
      return reply.redirect(url);
    },
  );

  app.get(
    '/api/auth/:provider/callback',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.lookups },
      schema: {
        tags,
        summary: "The provider's redirect back: signs in or links, then redirects into the site",
        params: providerParams,
        querystring: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      const base = siteUrl(request, publicUrl);
      const result = await authProviders.callback(request.params.provider, {
        callbackUrl: new URL(request.url, `${base}/`),
        cookieState: request.cookies[STATE_COOKIE],
        siteUrl: base,
        visitor: visitorOf(request, geo),
        replacingSession: request.sessionToken(),
        log: (err) => request.log.warn({ err }, 'social sign-in failed'),
      });
      reply.clearCookie(STATE_COOKIE, { ...stateCookie, secure: request.protocol === 'https' });
      if (result.session) reply.setSessionCookie(result.session);
      return reply.redirect(result.redirectTo);
    },
  );

  app.get(
    '/api/auth_providers',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Providers the player can link, and which are linked',
        response: { 200: z.array(linkedAuthProviderSchema) },
      },
    },
    async (request) => linkedProviders.list((await request.requireUser()).userId),
  );

  app.delete(
    '/api/auth_providers/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Unlink a provider',
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 204: z.null().describe('Unlinked') },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      await linkedProviders.unlink(userId, request.params.id, visitorOf(request, geo));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth_providers/update_details',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Complete a social sign-up with the fields in auth_fields_missed',
        body: authDetailsRequestSchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      return linkedProviders.updateDetails(userId, request.body.user, visitorOf(request, geo));
    },
  );
};
