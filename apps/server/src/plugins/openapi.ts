import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session';

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, a browsable UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Casino platform API',
        description:
          'Lobby, reference data, configuration, diagnostics, realtime connection settings, and accounts: ' +
          `registration, sign-in (session cookie ${SESSION_COOKIE}, ${SECURE_SESSION_COOKIE} over HTTPS), two-factor, ` +
          'e-mail links, social sign-in and the player profile.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          operatorToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' },
          playerSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by sign-in' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
