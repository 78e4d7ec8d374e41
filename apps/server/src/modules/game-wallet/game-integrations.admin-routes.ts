import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GeoOptions } from '../geo';
import { visitorOf } from '../users';
import type { GameWalletService } from './game-wallet.service';

const integrationSchema = z
  .object({
    // A shared HMAC key: long enough that it cannot be guessed, visible ASCII so it survives any configuration file.
    secret: z.string().regex(/^[\x21-\x7e]{32,256}$/, 'validation.secret_format'),
    providers: z
      .array(z.string().regex(/^[a-z0-9-]{1,64}$/))
      .min(1)
      .max(200),
    /** Where the casino calls the provider (`{api_url}/freespins/issue`, `/freespins/cancel`); absent: never. */
    api_url: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional(),
  })
  .strict();

/** Operator API: the game providers allowed to use the seamless-wallet protocol. Under the operator guard. */
export const gameIntegrationsAdminRoutes: FastifyPluginAsyncZod<{
  gameWallet: GameWalletService;
  geo: GeoOptions;
}> = async (app, { gameWallet, geo }) => {
  app.put(
    '/api/admin/game-integrations/:integration',
    {
      schema: {
        tags: ['operator'],
        summary: 'Register a game provider integration, or change its secret or served catalogue providers',
        security: [{ operatorToken: [] }],
        params: z.object({ integration: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/) }),
        body: integrationSchema,
        response: {
          200: z.object({ name: z.string(), providers: z.array(z.string()), created: z.boolean() }),
          201: z.object({ name: z.string(), providers: z.array(z.string()), created: z.boolean() }),
        },
      },
    },
    async (request, reply) => {
      const { secret, providers, api_url: apiUrl = null } = request.body;
      const saved = await gameWallet.saveIntegration(
        { name: request.params.integration, secret, providers: [...new Set(providers)], apiUrl },
        visitorOf(request, geo),
      );
      return reply.code(saved.created ? 201 : 200).send(saved);
    },
  );

  app.get(
    '/api/admin/game-integrations',
    {
      schema: {
        tags: ['operator'],
        summary: 'The registered game provider integrations (without their secrets)',
        security: [{ operatorToken: [] }],
        response: {
          200: z.array(
            z.object({
              name: z.string(),
              providers: z.array(z.string()),
              api_url: z.string().nullable(),
              updated_at: z.string(),
            }),
          ),
        },
      },
    },
    async () =>
      (await gameWallet.listIntegrations()).map((row) => ({
        name: row.name,
        providers: row.providers,
        api_url: row.apiUrl,
        updated_at: row.updatedAt.toISOString(),
      })),
  );
};
