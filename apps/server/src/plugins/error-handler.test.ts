import { nicknameSchema } from '@casino/contracts';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { registerErrorHandler } from './error-handler';

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/nick',
    { schema: { body: z.object({ nickname: nicknameSchema, age: z.number().int() }).strict() } },
    () => ({}),
  );
  app.get('/conflict', () => {
    throw new AppError('CONFLICT', 'Already there');
  });
  app.get('/boom', () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('reports the shared rules message keys and zod checks per field', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/nick', payload: { nickname: 'a$b', age: 1.5, x: 1 } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'The request has invalid fields' },
      errors: {
        nickname: ['validation.nickname_wrong_characters'],
        age: ['validation.invalid_type'],
        x: ['validation.unrecognized_keys'],
      },
    });
  });

  it('maps coded errors to their status and hides internals of unexpected ones', async () => {
    const app = await appWithRoutes();
    const conflict = await app.inject({ url: '/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error: { code: 'CONFLICT', message: 'Already there' } });
    const boom = await app.inject({ url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('hunter2');
  });
});
