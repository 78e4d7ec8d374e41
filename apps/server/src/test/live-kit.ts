import { randomUUID } from 'node:crypto';
import type { LiveTable } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { registerPlayer } from './accounts-kit';
import { credit, frame, launched } from './studio-kit';

/** A registered player with `cents` of cash, launched for real at a live table: the frame's token beside the cookie. */
export async function seatedPlayer(app: FastifyInstance, table: string, cents = 10_000) {
  const player = await registerPlayer(app);
  await credit(app, player.id, cents);
  const { session_id: token } = await launched(app, table, { mode: 'real' }, player.cookie);
  return { ...player, token };
}

/** `GET /api/studio/live` as the frame reads it (which also keeps it seated). */
export async function liveTableOf(app: FastifyInstance, token: string): Promise<LiveTable> {
  const response = await frame(app, token, 'GET', '/api/studio/live');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LiveTable>();
}

/** `POST /api/studio/live/bets` under a fresh Idempotency-Key, as the frame places a slip. */
export const placeLiveBet = (app: FastifyInstance, token: string, stake: number, choice: Record<string, unknown>) =>
  frame(app, token, 'POST', '/api/studio/live/bets', { stake, choice }, { 'idempotency-key': randomUUID() });

/**
 * Lets the scheduler take every step now due (tests run it by hand, `LIVE_TICK_MS` 0): ticks until every table
 * answers a step named by `quiet`, at most 8 times.
 */
export async function tickUntilQuiet(app: FastifyInstance, quiet = /:(waiting|idle)$/): Promise<void> {
  for (let step = 0; step < 8; step += 1) {
    const steps = await app.liveTables.tick();
    if (steps.every((taken) => quiet.test(taken))) return;
  }
}
