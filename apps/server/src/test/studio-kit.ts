import { randomUUID } from 'node:crypto';
import type { Game, GameSession, StudioRound, StudioSession } from '@casino/contracts';
import { gamesPageSchema, STUDIO_SESSION_HEADER } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Queryable } from '../db/client';
import { games, providers } from '../db/schema';

export const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';

/** The catalogue identifier (`provider/slug`) of a seeded game. */
export async function identifierOfSlug(db: Queryable, slug: string): Promise<string> {
  const [row] = await db
    .select({ provider: providers.slug })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(eq(games.slug, slug));
  return `${row!.provider}/${slug}`;
}

/** Games of a category of the seeded catalogue whose title ends with the base name (" Dice", " Pontoon"). */
export async function catalogueGames(app: FastifyInstance, category: string, base: string): Promise<Game[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/games_filter',
    payload: {
      device: 'desktop',
      filter: { categories: { identifiers: [category], strategy: 'OR' } },
      page_size: 100,
    },
  });
  return gamesPageSchema.parse(response.json()).data.filter((game) => game.title.endsWith(` ${base}`));
}

/** Instant games of the seeded catalogue whose title ends with the base name (" Dice", " Mines"). */
export const instantGames = (app: FastifyInstance, base: string) => catalogueGames(app, 'instant', base);

export function launch(app: FastifyInstance, game: string, body: Record<string, unknown>, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/games/${game}/session`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

export async function launched(app: FastifyInstance, game: string, body: Record<string, unknown>, cookie?: string) {
  const response = await launch(app, game, body, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GameSession>();
}

/** A studio API call from inside the frame, with the session's token header. */
export function frame(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method, url, headers: { [STUDIO_SESSION_HEADER]: token, ...headers }, payload });
}

export async function sessionOf(app: FastifyInstance, token: string): Promise<StudioSession> {
  const response = await frame(app, token, 'GET', '/api/studio/session');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StudioSession>();
}

export async function openRound(app: FastifyInstance, token: string, stake: number, choice: Record<string, unknown>) {
  const response = await frame(app, token, 'POST', '/api/studio/rounds', { stake, choice });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StudioRound>();
}

export async function act(app: FastifyInstance, token: string, round: string, action: string, details = {}) {
  const response = await frame(app, token, 'POST', `/api/studio/rounds/${round}/actions`, { action, details });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StudioRound>();
}

/** Credits a player's EUR cash through the operator's adjustment. */
export async function credit(app: FastifyInstance, userId: number, cents: number): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/players/${userId}/balance_adjustments`,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'idempotency-key': randomUUID() },
    payload: { currency: 'EUR', amount_cents: cents, reason: 'studio test' },
  });
  expect(response.statusCode, response.body).toBe(201);
}
