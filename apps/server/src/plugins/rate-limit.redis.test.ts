import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail } from '../test/accounts-kit';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

const redisUrl = process.env.REDIS_URL;

// Two server processes behind one load balancer must count one client's attempts together, or the per-address
// limit multiplies by the number of processes.
describe.skipIf(!redisUrl)('per-address limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp('pglite', { REDIS_URL: redisUrl });
    second = await createTestApp('pglite', { REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts sign-in attempts from one address across processes', async () => {
    // A random documentation-range address, so earlier runs' counters in Redis do not matter.
    const address = `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)?.join(':')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 24; i += 1) {
      const app = i % 2 === 0 ? first.app : second.app;
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/sign_in',
        remoteAddress: address,
        payload: { user: { email: freshEmail(), password: 'Wrong#1234' } },
      });
      statuses.push(response.statusCode);
    }
    // 20 a minute in total: each process alone has seen only 12.
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});
