import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../db/schema';
import type { TestPlayer } from '../../test/accounts-kit';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const operator = { authorization: `Bearer ${ADMIN_TOKEN}` };
const RUNNING = { survey_id: 'aurora-satisfaction-1', survey_collector_id: 'web', is_enable_widget: true };

describe.each(DATABASE_KINDS)('survey answers on %s', (kind) => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
    player = await registerPlayer(t.app);
  });
  afterAll(async () => t?.close());

  const answer = (payload: object, cookie = player.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/surveys/responses',
      headers: cookie ? { cookie } : {},
      payload,
    });
  const setConfig = (config: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/fe/config/survey-config', headers: operator, payload: config });
  const valid = { survey_id: RUNNING.survey_id, collector_id: RUNNING.survey_collector_id, rating: 4 };

  it('stores the answer of a signed-in player to the running survey', async () => {
    const response = await answer({ ...valid, comment: '  Fast games, friendly support.  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      survey_id: RUNNING.survey_id,
      rating: 4,
      comment: 'Fast games, friendly support.',
    });

    const rows = await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.userId, player.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ surveyId: RUNNING.survey_id, collectorId: 'web', rating: 4 });
  });

  it('keeps the first answer and refuses a second one to the same survey', async () => {
    const fresh = await registerPlayer(t.app);
    const summary = async () =>
      (await t.app.inject({ url: `/api/admin/surveys/${RUNNING.survey_id}/summary`, headers: operator })).json();
    const before = await summary();
    expect((await answer({ ...valid, rating: 5 }, fresh.cookie)).statusCode).toBe(201);
    const afterFirst = await summary();
    expect(afterFirst).toMatchObject({
      responses: before.responses + 1,
      ratings: { ...before.ratings, 5: before.ratings[5] + 1 },
    });

    const second = await answer({ ...valid, rating: 1 }, fresh.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('SURVEY_ALREADY_ANSWERED');
    expect(await summary()).toEqual(afterFirst);
    const rows = await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.userId, fresh.id));
    expect(rows.map((row) => row.rating)).toEqual([5]);
  });

  it('stores no rating off the scale, even written past the API', async () => {
    const fresh = await registerPlayer(t.app);
    const row = {
      userId: fresh.id,
      surveyId: 'direct-write',
      collectorId: 'web',
      comment: null,
      createdAt: new Date(),
    };
    for (const rating of [0, 6]) {
      await expect(t.database.db.insert(surveyResponses).values({ ...row, rating })).rejects.toThrow();
    }
    await t.database.db.insert(surveyResponses).values({ ...row, rating: 5 });
  });

  it('asks a guest to sign in before looking at the body', async () => {
    const response = await answer({ rating: 'not even a number' }, '');
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('refuses ratings outside 1–5, fractions, long comments and unknown fields field by field', async () => {
    const fresh = await registerPlayer(t.app);
    const refusals: [object, string][] = [
      [{ ...valid, rating: 0 }, 'rating'],
      [{ ...valid, rating: 6 }, 'rating'],
      [{ ...valid, rating: 3.5 }, 'rating'],
      [{ ...valid, comment: 'x'.repeat(1_001) }, 'comment'],
      [{ collector_id: 'web', rating: 3 }, 'survey_id'],
    ];
    for (const [payload, field] of refusals) {
      const response = await answer(payload, fresh.cookie);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().errors).toHaveProperty(field);
    }
    expect((await answer({ ...valid, extra: true }, fresh.cookie)).statusCode).toBe(422);
    // None of the refused answers used up the player's one answer.
    expect((await answer({ ...valid, comment: 'x'.repeat(1_000) }, fresh.cookie)).statusCode).toBe(201);
  });

  it('refuses answers to another survey than the running one', async () => {
    const fresh = await registerPlayer(t.app);
    const wrongSurvey = await answer({ ...valid, survey_id: 'last-years-survey' }, fresh.cookie);
    expect(wrongSurvey.statusCode).toBe(404);
    expect(wrongSurvey.json().error.code).toBe('SURVEY_NOT_FOUND');
    const wrongCollector = await answer({ ...valid, collector_id: 'email' }, fresh.cookie);
    expect(wrongCollector.statusCode).toBe(404);
  });

  it('refuses every answer while the operator has the survey switched off', async () => {
    const fresh = await registerPlayer(t.app);
    expect((await setConfig({ ...RUNNING, is_enable_widget: false })).statusCode).toBe(200);
    try {
      const response = await answer(valid, fresh.cookie);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('SURVEY_CLOSED');
    } finally {
      await setConfig(RUNNING);
    }
    expect((await answer(valid, fresh.cookie)).statusCode).toBe(201);
  });

  it('documents the answer call in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, object> }>();
    expect(document.paths['/api/surveys/responses']).toHaveProperty('post');
  });

  it('lets the operator store only a well-formed survey configuration', async () => {
    const response = await setConfig({ survey_id: 'x', is_enable_widget: 'yes' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('is_enable_widget');
  });
});
