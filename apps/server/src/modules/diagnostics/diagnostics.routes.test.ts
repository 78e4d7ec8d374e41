import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticEvents } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { TestClock } from '../../test/test-clock';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';
import { freshAddress } from '../../test/accounts-kit';
import { DIAGNOSTICS_RATE_LIMIT } from '../../plugins/rate-limit';

describe.each(DATABASE_KINDS)('diagnostics on %s', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  beforeAll(async () => {
    clock = testClock();
    t = await createTestApp(kind, { DIAGNOSTICS_RETENTION_DAYS: 30, DIAGNOSTICS_MAX_ROWS: 5 }, { clock });
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

  const networkSample = { rtt: 50, downlink: 10, effectiveType: '4g' };

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

  it('limits each call per client address', async () => {
    const remoteAddress = freshAddress();
    const send = (address: string) =>
      t.app.inject({ method: 'PUT', url: '/network-performance', payload: networkSample, remoteAddress: address });
    for (let i = 0; i < DIAGNOSTICS_RATE_LIMIT.max; i += 1) expect((await send(remoteAddress)).statusCode).toBe(204);
    const refused = await send(remoteAddress);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await send(freshAddress())).statusCode).toBe(204);
  });

  it('keeps rows no longer than the retention and no more than the cap, newest first', async () => {
    await t.database.db.delete(diagnosticEvents);
    const send = () =>
      t.app.inject({
        method: 'PUT',
        url: '/network-performance',
        payload: networkSample,
        remoteAddress: freshAddress(),
      });
    await send();
    clock.advance(31 * 24 * 60 * 60_000);
    for (let i = 0; i < 7; i += 1) await send();
    await t.app.sweepExpiredData();
    const rows = await t.database.db.select().from(diagnosticEvents);
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.createdAt.getTime() === clock().getTime())).toBe(true);
  });
});
