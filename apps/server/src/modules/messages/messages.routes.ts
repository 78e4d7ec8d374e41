import type { LocaleCode } from '@casino/contracts';
import { LOCALES } from '@casino/contracts';
import { MESSAGES } from '@casino/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PrecompressedJson } from '../../lib/precompressed-json';
import { precompressJson, sendPrecompressedJson } from '../../lib/precompressed-json';

type SerialisedMessages = Readonly<Record<LocaleCode, PrecompressedJson>>;

/** Serialised and gzipped once per locale: the files only change with a deploy. */
const serialisedMessages = Object.fromEntries(
  LOCALES.map((code) => [code, precompressJson(MESSAGES[code])]),
) as SerialisedMessages;

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages/:lang.json',
    {
      schema: {
        tags: ['localisation'],
        summary: 'Translated messages of a locale',
        params: z.object({ lang: z.enum(LOCALES) }),
        // `t` changes every 5 minutes (the messages cache bucket), so a day-long cache per URL is safe.
        querystring: z.object({
          t: z
            .string()
            .regex(/^\d{1,16}$/)
            .optional(),
        }),
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) =>
      sendPrecompressedJson(
        request,
        reply.header('cache-control', request.query.t ? 'public, max-age=86400, immutable' : 'public, max-age=300'),
        serialisedMessages[request.params.lang],
      ),
  );
};
