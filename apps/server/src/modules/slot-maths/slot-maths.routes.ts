import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GamesService } from '../games';
import type { SlotMaths, SlotMathsVersion } from './slot-maths.service';

const mathsParam = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/);
const versionParam = z.coerce.number().int().min(1).max(1_000_000);

const factsSchema = z.object({
  rtp: z.string(),
  hitRate: z.number(),
  volatilityIndex: z.number(),
  topAward: z.object({ symbol: z.string(), run: z.number(), coins: z.number(), chance: z.string(), rare: z.boolean() }),
});

const versionSchema = z.object({
  maths: z.string(),
  version: z.number().int(),
  note: z.string(),
  created_at: z.string(),
  facts: factsSchema,
  definition: z.record(z.string(), z.unknown()),
});

const answer = (version: SlotMathsVersion) => ({
  maths: version.maths,
  version: version.version,
  note: version.note,
  created_at: version.createdAt.toISOString(),
  facts: version.facts,
  definition: version.definition,
});

/**
 * A version of a title's maths, for anyone: the reel strips and pays are what a player needs to check a spin on
 * /provably-fair, and publishing them hides nothing the seeds do not already fix.
 */
export const slotMathsRoutes: FastifyPluginAsyncZod<{ slotMaths: SlotMaths }> = async (app, { slotMaths }) => {
  app.get(
    '/api/slot-maths/:maths/versions/:version',
    {
      schema: {
        tags: ['games'],
        summary: "One version of a slot title's maths: definition (reel strips, paytable) and exact facts",
        params: z.object({ maths: mathsParam, version: versionParam }),
        response: { 200: versionSchema },
      },
    },
    async (request, reply) => {
      const version = await slotMaths.version(request.params.maths, request.params.version);
      // A version never changes.
      void reply.header('cache-control', 'public, max-age=86400, immutable');
      return answer(version);
    },
  );
};

/** Operator API: read every version of a title's maths and publish a new one. Under the operator guard. */
export const slotMathsAdminRoutes: FastifyPluginAsyncZod<{ slotMaths: SlotMaths; games: GamesService }> = async (
  app,
  { slotMaths, games },
) => {
  app.get(
    '/api/admin/slot-maths/:maths',
    {
      schema: {
        tags: ['operator'],
        summary: "Every version of a slot title's maths, newest first",
        security: [{ operatorToken: [] }],
        params: z.object({ maths: mathsParam }),
        response: { 200: z.object({ maths: z.string(), versions: z.array(versionSchema) }) },
      },
    },
    async (request) => ({
      maths: request.params.maths,
      versions: (await slotMaths.versions(request.params.maths)).map(answer),
    }),
  );

  app.post(
    '/api/admin/slot-maths/:maths/versions',
    {
      schema: {
        tags: ['operator'],
        summary: "Publish a new version of a slot title's maths; its games' new rounds use it at once",
        security: [{ operatorToken: [] }],
        params: z.object({ maths: mathsParam }),
        body: z.object({ definition: z.unknown(), note: z.string().trim().min(1).max(500) }).strict(),
        response: { 201: versionSchema },
      },
    },
    async (request, reply) => {
      const published = await slotMaths.publish(request.params.maths, request.body.definition, request.body.note);
      await games.reload();
      return reply.code(201).send(answer(published));
    },
  );
};
