import {
  realityCheckRequestSchema,
  realityCheckSchema,
  userLimitConfirmRequestSchema,
  userLimitDetailSchema,
  userLimitDetailsSchema,
  userLimitRequestSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/session';
import type { GeoOptions } from '../geo';
import { visitorOf } from '../users';
import type { RealityChecks } from './reality-check';
import type { UserLimitsService } from './user-limits.service';

type Options = { geo: GeoOptions; limits: UserLimitsService; realityChecks: RealityChecks };

const tags = ['responsible gambling'];
const limitId = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Responsible-gambling limits and reality checks (platform-core §7, player-api-shapes §4; docs/responsible-gambling.md). */
export const userLimitsRoutes: FastifyPluginAsyncZod<Options> = async (app, { geo, limits, realityChecks }) => {
  app.get(
    '/api/user_limits',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The limits in force or waiting, with usage',
        response: { 200: userLimitDetailsSchema },
      },
    },
    async (request) => limits.list((await request.requireUser()).userId),
  );

  app.post(
    '/api/user_limits',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'Set or change a limit; a raise waits for confirmation. Cooling-off and self-exclusion need the password',
        body: userLimitRequestSchema,
        response: { 200: userLimitDetailSchema },
      },
    },
    async (request) => limits.save((await request.requireUser()).userId, request.body, visitorOf(request, geo)),
  );

  app.delete(
    '/api/user_limits/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Ask for a removal; it waits like a raise. Cooling-off and self-exclusion cannot be removed',
        params: limitId,
        response: { 200: userLimitDetailSchema },
      },
    },
    async (request) => limits.remove((await request.requireUser()).userId, request.params.id, visitorOf(request, geo)),
  );

  app.post(
    '/api/user_limits/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a raise or removal with the e-mailed token (from 24 hours after the request)',
        body: userLimitConfirmRequestSchema,
        response: { 200: userLimitDetailSchema },
      },
    },
    async (request) => limits.confirm(request.body.token, visitorOf(request, geo)),
  );

  app.get(
    '/api/player/reality_check',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The reality-check interval and the session in play',
        response: { 200: realityCheckSchema },
      },
    },
    async (request) => realityChecks.read((await request.requireUser()).userId),
  );

  app.post(
    '/api/player/reality_check',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Choose the reality-check interval (minutes; 0 is off where the licence allows)',
        body: realityCheckRequestSchema,
        response: { 200: realityCheckSchema },
      },
    },
    async (request) =>
      realityChecks.choose(
        (await request.requireUser()).userId,
        request.body.interval_minutes,
        visitorOf(request, geo),
      ),
  );
};
