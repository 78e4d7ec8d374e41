import { fraudCheckRequestSchema, withoutEmptyValues } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/session';
import { visitorOf } from '../users';
import type { GeoOptions } from '../geo';
import type { FraudChecksService } from './fraud-checks.service';

/** Empty values are dropped before validation (platform-core §5), so a blank form field is simply absent. */
const bodySchema = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !Array.isArray(body)
      ? withoutEmptyValues(body as Record<string, unknown>)
      : body,
  fraudCheckRequestSchema,
);

export const fraudChecksRoutes: FastifyPluginAsyncZod<{ fraudChecks: FraudChecksService; geo: GeoOptions }> = async (
  app,
  { fraudChecks, geo },
) => {
  app.post(
    '/api/users/transaction',
    {
      onRequest: signedIn,
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['accounts'],
        summary: 'Anti-fraud card check: BIN, last 4, expiry, holder (never a full card number)',
        body: bodySchema,
        response: { 204: z.null().describe('Stored') },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      await fraudChecks.submit(userId, request.body, visitorOf(request, geo));
      return reply.status(204).send(null);
    },
  );
};
