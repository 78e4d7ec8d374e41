import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GeoOptions } from '../geo';
import { visitorOf } from '../users';
import type { ExclusionsService } from './exclusions';

type Options = { geo: GeoOptions; exclusions: ExclusionsService };

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Operator API: lifting a self-exclusion after its period ended, at the player's request, audited with a reason. */
export const userLimitsAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { geo, exclusions }) => {
  app.post(
    '/api/admin/players/:userId/exclusions/:limitId/lift',
    {
      schema: {
        tags: ['operator'],
        security: [{ operatorToken: [] }],
        summary: 'Lift an ended self-exclusion (refused before its end, for `forever`, and for cooling-off)',
        params: z.object({ userId: id, limitId: id }),
        body: z.object({ reason: z.string().trim().min(3).max(500) }).strict(),
      },
    },
    async (request, reply) => {
      const { userId, limitId } = request.params;
      await exclusions.lift(userId, limitId, request.body.reason, visitorOf(request, geo));
      return reply.status(204).send();
    },
  );
};
