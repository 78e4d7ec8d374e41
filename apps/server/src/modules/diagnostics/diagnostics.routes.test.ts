import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticEvents } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

describe.each(DATABASE_KINDS)('diagnostics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const calls = [
    ['PUT', '/log', { level: 'error', code: 'LOAD_FOUND_GAMES_ERROR', message: 'timeout', url: '/pokies' }, 'log'],
    ['PUT', '/performance', { page: '/', metrics: [{ name: 'LCP', value: 1234.5 }] }, 'performance'],
    ['PUT', '/network-performance', { rtt: 50, downlink: 10, effectiveType: '4g' }, 'network_performance'],
    [
      'PUT',
      '/metrics-errors-validation',
      { side: 'client', component: 'sign-up', errors: [{ key: 'email', firstMessage: 'Required' }] },
      'validation_metrics',
    ],
    ['POST', '/log_utm_set', { utmMetrics: { utm_source: 'news', sub_id: '7' } }, 'utm_set'],
    ['POST', '/log_utm_send', { utmMetrics: { utm_campaign: 'winter' } }, 'utm_send'],
  ] as const;

  it.each(calls)('%s %s stores the validated entry', async (method, url, payload, storedKind) => {
    const response = await t.app.inject({ method, url, payload, headers: { 'user-agent': 'vitest' } });
    expect(response.statusCode).toBe(204);
    const rows = await t.database.db.select().from(diagnosticEvents).where(eq(diagnosticEvents.kind, storedKind));
    expect(rows.at(-1)).toMatchObject({ payload, userAgent: 'vitest' });
  });

  it('rejects malformed and oversized entries without storing them', async () => {
    const before = (await t.database.db.select().from(diagnosticEvents)).length;
    const bad = await t.app.inject({ method: 'PUT', url: '/log', payload: { level: 'panic', code: 'lower case' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'level', 'message']);
    const huge = await t.app.inject({
      method: 'PUT',
      url: '/log',
      payload: { level: 'info', code: 'X', message: 'x', context: { blob: 'x'.repeat(20_000) } },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await t.database.db.select().from(diagnosticEvents)).length).toBe(before);
  });
});
