import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticEvents, securityEvents } from '../db/schema';
import { freshAddress, freshEmail, signIn } from '../test/accounts-kit';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { DATABASE_KINDS } from '../test/test-database';
import { isStorableText, unstorableTextPaths } from './text-guard';

const NUL = '\u0000';
const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';
const invalidCharacters = ['validation.invalid_characters'];

describe('storable text', () => {
  it('refuses NUL and lone surrogates but keeps every other character, paired surrogates included', () => {
    expect(isStorableText('Zoë 🎰 \t\n\u00ff\uffff')).toBe(true);
    for (const bad of [`a${NUL}`, `a${LONE_HIGH}`, `${LONE_LOW}a`, `${LONE_LOW}${LONE_HIGH}`]) {
      expect(isStorableText(bad)).toBe(false);
    }
  });

  it('names every refused value and key however deep, without recursing', () => {
    const deep: unknown[] = [];
    let inner = deep;
    for (let i = 0; i < 100_000; i += 1) inner = (inner[0] = []) as unknown[];
    inner.push(NUL);
    expect(unstorableTextPaths({ a: { b: [1, `x${NUL}`] }, [`k${LONE_HIGH}`]: 'ok' }).sort()).toEqual([
      'a.b.1',
      'k\uFFFD',
    ]);
    expect(unstorableTextPaths(deep)).toHaveLength(1);
  });
});

describe.each(DATABASE_KINDS)('text the database cannot store, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const sendJson = (method: 'PUT' | 'POST', url: string, json: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload: json, headers: { 'content-type': 'application/json', ...headers } });

  it('is a 422 on the field for every diagnostics call, free-form objects included, and nothing is stored', async () => {
    const before = await t.database.db.select({ n: count() }).from(diagnosticEvents);
    const cases = [
      ['POST', '/log_utm_set', '{"utmMetrics":{"utm_source":"a\\ud800"}}', 'utmMetrics.utm_source'],
      ['POST', '/log_utm_send', '{"utmMetrics":{"utm_campaign":"a\\u0000"}}', 'utmMetrics.utm_campaign'],
      ['PUT', '/performance', '{"page":"/\\u0000","metrics":[{"name":"LCP","value":1}]}', 'page'],
      ['PUT', '/log', '{"level":"info","code":"X","message":"m","context":{"a":["\\udc00"]}}', 'context.a.0'],
      ['PUT', '/log', '{"level":"info","code":"X","message":"m","context":{"k\\u0000":1}}', 'context.k\uFFFD'],
    ] as const;
    for (const [method, url, json, field] of cases) {
      const response = await sendJson(method, url, json);
      expect(response.statusCode, `${url} ${response.body}`).toBe(422);
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'The request has invalid fields' },
        errors: { [field]: invalidCharacters },
      });
    }
    expect(await t.database.db.select({ n: count() }).from(diagnosticEvents)).toEqual(before);
  });

  it('covers the query string, path parameters and stored headers such as the user agent', async () => {
    const query = await t.app.inject({ url: '/api/users/confirmation?confirmation_token=a%00b' });
    expect(query.statusCode).toBe(422);
    expect(query.json().errors).toEqual({ confirmation_token: invalidCharacters });

    const params = await t.app.inject({ url: '/api/games/some-studio/a%00b' });
    expect(params.json().errors).toEqual({ slug: invalidCharacters });

    const agent = await sendJson('PUT', '/network-performance', '{"rtt":1,"downlink":1,"effectiveType":"4g"}', {
      'user-agent': `bot${NUL}`,
    });
    expect(agent.statusCode).toBe(422);
    expect(agent.json().errors).toEqual({ 'user-agent': invalidCharacters });
  });

  it('refuses a sign-in carrying such text before the password is checked, so it is no free guess', async () => {
    const email = freshEmail('nul');
    const address = freshAddress();
    const guess = (dfpc: string) => signIn(t.app, { email, password: 'wrong-guess', dfpc }, { remoteAddress: address });
    for (const dfpc of [`fp${NUL}`, `fp${LONE_HIGH}`]) {
      const response = await guess(dfpc);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ 'user.dfpc': invalidCharacters });
    }
    // Three real wrong guesses still bring the captcha, as if the refused ones had never been sent.
    for (let i = 0; i < 3; i += 1) expect((await guess('fp')).statusCode).toBe(401);
    expect((await guess('fp')).json().error.code).toBe('CAPTCHA_REQUIRED');
    const [failures] = await t.database.db
      .select({ n: count() })
      .from(securityEvents)
      .where(and(eq(securityEvents.email, email), eq(securityEvents.kind, 'sign_in_failed')));
    expect(failures?.n).toBe(3);
  });
});
