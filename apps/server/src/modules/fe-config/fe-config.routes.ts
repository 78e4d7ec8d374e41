import { feConfigNameSchema, jsonValueSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeConfigService } from './fe-config.service';

const params = z.object({ name: feConfigNameSchema });

export const feConfigRoutes: FastifyPluginAsyncZod<{ feConfig: FeConfigService }> = async (app, { feConfig }) => {
  app.get(
    '/api/fe/config/:name',
    {
      schema: {
        tags: ['configuration'],
        summary: 'A front-end configuration document',
        params,
        response: { 200: jsonValueSchema },
      },
    },
    async (request) => feConfig.get(request.params.name),
  );
};

/** Operator API: replaces a configuration document. Registered under the admin guard. */
export const feConfigAdminRoutes: FastifyPluginAsyncZod<{ feConfig: FeConfigService }> = async (app, { feConfig }) => {
  app.put(
    '/api/admin/fe/config/:name',
    {
      schema: {
        tags: ['operator'],
        summary: 'Replace a front-end configuration document',
        security: [{ operatorToken: [] }],
        params,
        body: jsonValueSchema,
        response: { 200: jsonValueSchema },
      },
    },
    async (request) => feConfig.put(request.params.name, request.body),
  );
};
