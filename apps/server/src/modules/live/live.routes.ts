import {
  apiErrorSchema,
  liveBetAnswerSchema,
  liveBetRequestSchema,
  liveDecisionRequestSchema,
  liveMoveRequestSchema,
  liveTableSchema,
  STUDIO_SESSION_HEADER,
} from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Idempotency } from '../idempotency';
import { idempotentCall, sendOutcome } from '../idempotency';
import type { StudioSessionContext } from '../studio';
import type { LiveService } from './live.service';

const tags = ['studio'];
const errors = { 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

type Options = {
  live: LiveService;
  idempotency: Idempotency;
  /** The studio's resolution of a frame's session token. */
  resolveFrame: (token: string | undefined) => Promise<StudioSessionContext>;
  baseUrlOf: (request: FastifyRequest) => string;
};

/** The live table calls of a game frame (docs/live.md); the frame authenticates as every studio call does. */
export const liveRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { live, idempotency, resolveFrame, baseUrlOf },
) => {
  const frameSession = (request: FastifyRequest) => {
    const header = request.headers[STUDIO_SESSION_HEADER];
    return resolveFrame(Array.isArray(header) ? header[0] : header);
  };
  /** A frame's call that changes its slip: once per Idempotency-Key, a retry answered as the first was. */
  async function onceForFrame<Body>(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    run: (session: StudioSessionContext) => Promise<Body>,
  ): Promise<Body> {
    const session = await frameSession(request);
    const call = idempotentCall(request, `live:${session.id}`);
    const outcome = await idempotency.runOutside(call, async () => ({ status, body: await run(session) }));
    return sendOutcome(reply, outcome);
  }

  app.get(
    '/api/studio/live',
    {
      schema: {
        tags,
        summary: "The live table: its round, last results, players and the frame's slip (seats the frame)",
        response: { 200: liveTableSchema, ...errors },
      },
    },
    async (request) => live.table(await frameSession(request), baseUrlOf(request)),
  );

  app.post(
    '/api/studio/live/bets',
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: "Place a slip on the round's open betting window (send an Idempotency-Key)",
        body: liveBetRequestSchema,
        response: { 201: liveBetAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      onceForFrame(request, reply, 201, (session) => live.bet(session, request.body.stake, request.body.choice)),
  );

  app.post(
    '/api/studio/live/decision',
    {
      bodyLimit: 1024,
      schema: {
        tags,
        summary: "Decision tables: the frame's play or fold on the round's shared deal (send an Idempotency-Key)",
        body: liveDecisionRequestSchema,
        response: { 200: liveBetAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      onceForFrame(request, reply, 200, (session) => live.decide(session, request.body.decision)),
  );

  app.post(
    '/api/studio/live/moves',
    {
      bodyLimit: 1024,
      schema: {
        tags,
        summary:
          "Hand tables: the frame's next move on its own hand (hit, stand, double, split; send an Idempotency-Key)",
        body: liveMoveRequestSchema,
        response: { 200: liveBetAnswerSchema, ...errors },
      },
    },
    async (request, reply) => onceForFrame(request, reply, 200, (session) => live.move(session, request.body)),
  );

  app.post(
    '/api/studio/live/cash_out',
    {
      bodyLimit: 1024,
      schema: {
        tags,
        summary: "Crash tables: the frame's bet leaves the flight at the multiplier now, and is paid at once",
        response: { 200: liveBetAnswerSchema, ...errors },
      },
    },
    async (request) => live.cashOut(await frameSession(request)),
  );
};
