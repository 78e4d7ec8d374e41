import {
  createWalletRequestSchema,
  playerStatsSchema,
  walletAccountSchema,
  walletAccountsSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/session';
import type { GeoOptions } from '../geo';
import type { Idempotency } from '../idempotency';
import { idempotentCall, playerScope, sendOutcome } from '../idempotency';
import { visitorOf } from '../users';
import type { WalletsService } from './wallets.service';

type Options = { geo: GeoOptions; wallets: WalletsService; idempotency: Idempotency };

const tags = ['wallets'];

export const walletsRoutes: FastifyPluginAsyncZod<Options> = async (app, { geo, wallets, idempotency }) => {
  app.get(
    '/api/player/accounts',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The player's wallets, one per currency",
        querystring: z.object({ compatibility: z.enum(['true', 'false']).optional() }),
        response: { 200: walletAccountsSchema },
      },
    },
    async (request) => wallets.list((await request.requireUser()).userId),
  );

  app.post(
    '/api/player/accounts',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Play from another currency, opening its wallet at zero if the player has none',
        body: createWalletRequestSchema,
        response: { 200: walletAccountSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      const visitor = visitorOf(request, geo);
      const outcome = await idempotency.run(idempotentCall(request, playerScope(userId)), async (tx) => ({
        status: 200,
        body: await wallets.select(tx, userId, request.body.currency, visitor),
      }));
      return sendOutcome(reply, outcome);
    },
  );

  app.get(
    '/api/player/stats',
    { onRequest: signedIn, schema: { tags, summary: 'Lifetime totals', response: { 200: playerStatsSchema } } },
    async (request) => wallets.stats((await request.requireUser()).userId),
  );
};
