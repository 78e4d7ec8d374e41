import {
  apiErrorSchema,
  clientSeedRequestSchema,
  gameSessionRequestSchema,
  gameSessionSchema,
  gameSlugSchema,
  newRoundRequestSchema,
  roundActionRequestSchema,
  seedRotationSchema,
  STUDIO_SESSION_HEADER,
  studioRoundRecordSchema,
  studioRoundSchema,
  studioSessionSchema,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { GeoOptions } from '../geo';
import { visitorCountry } from '../geo';
import type { Idempotency } from '../idempotency';
import { idempotentCall, sendOutcome } from '../idempotency';
import type { StudioRounds } from './studio-rounds';
import type { StudioService } from './studio.service';

const tags = ['studio'];

/** Launches per address: a game page opens a handful; a script minting sessions (and rows) is slowed down. */
const LAUNCH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

type Options = {
  studio: StudioService;
  rounds: StudioRounds;
  idempotency: Idempotency;
  geo: GeoOptions;
  /** STUDIO_TEST_SEEDS: the test-only seed route, never in production (the config refuses it there). */
  testSeeds: boolean;
};

const errors = { 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/**
 * The launch call of the lobby's game page, and the calls a game frame makes. The frame authenticates with its
 * session token in the `x-studio-session` header only: a header a cross-site page cannot make a browser send, and
 * never a cookie, so these calls are not open to request forgery; the site-wide Origin check applies to them too.
 */
export const studioRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { studio, rounds, idempotency, geo, testSeeds },
) => {
  const frameSession = (request: FastifyRequest) => {
    const header = request.headers[STUDIO_SESSION_HEADER];
    return studio.resolve(Array.isArray(header) ? header[0] : header);
  };

  app.post(
    '/api/games/:provider/:slug/session',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: LAUNCH_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Open a game session (demo, or real money for a signed-in player) and get the frame URL',
        params: z.object({ provider: gameSlugSchema, slug: gameSlugSchema }),
        body: gameSessionRequestSchema,
        response: { 201: gameSessionSchema, ...errors, 451: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = await request.currentSession();
      const launched = await studio.launch(`${request.params.provider}/${request.params.slug}`, request.body, {
        userId: session?.userId ?? null,
        playerSessionId: session?.sessionId ?? null,
        country: visitorCountry(request, geo),
      });
      return reply.status(201).send(launched);
    },
  );

  app.get(
    '/api/studio/session',
    {
      schema: {
        tags,
        summary: "The game frame's session, seeds and open round",
        response: { 200: studioSessionSchema, ...errors },
      },
    },
    async (request) => studio.sessionView(await frameSession(request)),
  );

  app.post(
    '/api/studio/rounds',
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: 'Open a round (send an Idempotency-Key: a retry never stakes twice)',
        body: newRoundRequestSchema,
        response: { 201: studioRoundSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await frameSession(request);
      const bounds = await studio.stakeBoundsOf(session);
      const { stake } = request.body;
      if (stake < bounds.min || stake > bounds.max) {
        throw new AppError('VALIDATION_FAILED', `The stake must be between ${bounds.min} and ${bounds.max}`, {
          stake: [stake < bounds.min ? 'validation.min_value' : 'validation.max_value'],
        });
      }
      const params = studio.paramsFor(session);
      const call = idempotentCall(request, `studio:${session.id}`);
      const outcome = await idempotency.runOutside(call, async () => ({
        status: 201,
        body: await rounds.open(session, params, request.body),
      }));
      return sendOutcome(reply, outcome);
    },
  );

  app.post(
    '/api/studio/rounds/:id/actions',
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: 'Take the next step of an open round (reveal, cash out, hit …)',
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        body: roundActionRequestSchema,
        response: { 200: studioRoundSchema, ...errors },
      },
    },
    async (request) => rounds.act(await frameSession(request), request.params.id, request.body),
  );

  app.get(
    '/api/studio/rounds',
    {
      schema: {
        tags,
        summary: "This session's recent rounds, newest first, with what verifying them needs",
        response: { 200: z.array(studioRoundRecordSchema), ...errors },
      },
    },
    async (request) => rounds.list(await frameSession(request)),
  );

  app.put(
    '/api/studio/seeds/client',
    {
      bodyLimit: 1024,
      schema: {
        tags,
        summary: 'Choose a client seed: reveals the current server seed and starts a new pair',
        body: clientSeedRequestSchema,
        response: { 200: seedRotationSchema, ...errors },
      },
    },
    async (request) => studio.rotateSeeds(await frameSession(request), request.body.client_seed),
  );

  app.post(
    '/api/studio/seeds/rotate',
    {
      schema: {
        tags,
        summary: 'Reveal the current server seed and start a new pair',
        response: { 200: seedRotationSchema, ...errors },
      },
    },
    async (request) => studio.rotateSeeds(await frameSession(request)),
  );

  app.post(
    '/api/studio/demo/reset',
    {
      schema: {
        tags,
        summary: 'Top the demo balance back up (demo sessions only)',
        response: { 200: z.object({ balance: z.number().int() }), ...errors },
      },
    },
    async (request) => studio.resetDemo(await frameSession(request)),
  );

  if (!testSeeds) return;
  app.put(
    '/api/studio/test/seeds',
    {
      bodyLimit: 1024,
      schema: {
        tags,
        summary: 'Test servers only (STUDIO_TEST_SEEDS): start a seed pair whose server seed the caller chooses',
        body: clientSeedRequestSchema.extend({ server_seed: z.string().regex(/^[0-9a-f]{64}$/) }),
        response: { 200: seedRotationSchema, ...errors },
      },
    },
    async (request) =>
      studio.chooseTestSeeds(await frameSession(request), request.body.server_seed, request.body.client_seed),
  );
};
