import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { checkLedger } from './ledger-check';

const amount = z.string().regex(/^-?\d+$/);
const reportSchema = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  transactions: z.number().int(),
  entries: z.number().int(),
  accounts: z.number().int(),
  problems: z.array(z.object({ kind: z.string() }).passthrough()),
  problemCount: z.number().int(),
  houseBalances: z.array(z.object({ book: z.string(), currency: z.string(), balance: amount })),
});

/** Operator API: proves the books (the same check as `npm run ledger:check`). Registered under the operator guard. */
export const ledgerAdminRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/admin/ledger/check',
    {
      schema: {
        tags: ['operator'],
        summary: 'Check that every transaction nets to zero and every balance equals its entries',
        security: [{ operatorToken: [] }],
        response: { 200: reportSchema },
      },
    },
    async () => checkLedger(db, clock()),
  );
};
