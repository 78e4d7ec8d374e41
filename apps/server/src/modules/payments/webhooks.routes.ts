import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { PaymentsService } from './payments.service';

/**
 * Provider webhooks. The body is kept as the raw text that was signed (re-serialised JSON would not match the
 * signature), checked, and only then parsed. A 200 tells the provider to stop retrying: it is sent once the update
 * is applied, or when there is nothing to apply (a repeated or outdated webhook).
 */
export const webhooksRoutes: FastifyPluginAsync<{ payments: PaymentsService; providerName: string }> = async (
  app,
  { payments, providerName },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payments/webhooks/:provider',
    {
      schema: {
        tags: ['payments'],
        summary: "A payment provider's signed status report (HMAC-SHA256 over the raw body, with a timestamp)",
      },
    },
    async (request) => {
      const { provider } = request.params as { provider: string };
      if (provider !== providerName) throw new AppError('NOT_FOUND', 'No such payment provider');
      if (typeof request.body !== 'string') throw new AppError('BAD_REQUEST', 'Expected a JSON body');
      const result = await payments.receiveWebhook(request.body, request.headers);
      return { received: true, result };
    },
  );
};
