import { gunzipSync } from 'node:zlib';
import { LOCALES } from '@casino/contracts';
import { MESSAGES } from '@casino/messages';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesRoutes } from './messages.routes';

describe('translated messages', () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(messagesRoutes);
    await app.ready();
  });
  afterAll(async () => app.close());

  it.each(LOCALES)('serves the %s file itself, plain and gzipped', async (lang) => {
    const plain = await app.inject({ url: `/messages/${lang}.json` });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    expect(plain.json()).toEqual(MESSAGES[lang]);

    const zipped = await app.inject({ url: `/messages/${lang}.json?t=1`, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(MESSAGES[lang]);
  });

  it('has no file for a locale the product is not sold in', async () => {
    expect((await app.inject({ url: '/messages/xx.json' })).statusCode).toBe(400);
  });
});
