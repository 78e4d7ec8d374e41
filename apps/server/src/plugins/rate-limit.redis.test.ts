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
  let otherSite: TestApp;
  beforeAll(async () => {
    first = await createTestApp('pglite', { REDIS_URL: redisUrl });
    second = await createTestApp('pglite', { REDIS_URL: redisUrl });
    otherSite = await createTestApp('pglite', { REDIS_URL: redisUrl, REDIS_NAMESPACE: 'another-site' });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await otherSite?.close();
  });

  /**
   * A random documentation-range address, so earlier runs' and tests' counters in Redis do not matter. Random in its
   * network part: the limits count an IPv6 client by its /64 network (the whole of a home or a phone).
   */
  const freshAddress = () => `2001:db8:${randomBytes(4).toString('hex').match(/.{4}/g)?.join(':')}::1`;

  /** The statuses of failed sign-ins from `address`, sent to each app in turn. */
  async function signInAttempts(apps: TestApp[], address: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await apps[i % apps.length]!.app.inject({
        method: 'POST',
        url: '/api/users/sign_in',
        remoteAddress: address,
        payload: { user: { email: freshEmail(), password: 'Wrong#1234' } },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('counts sign-in attempts from one address across processes', async () => {
    const statuses = await signInAttempts([first, second], freshAddress(), 24);
    // 20 a minute in total: each process alone has seen only 12.
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it("does not count another site's attempts, on the same Redis under its own namespace", async () => {
    const address = freshAddress();
    const here = await signInAttempts([first], address, 20);
    expect(here).not.toContain(429);
    // The same address has used up this site's twenty: the other site still answers every one of its own.
    const there = await signInAttempts([otherSite], address, 20);
    expect(there).not.toContain(429);
    expect(await signInAttempts([second], address, 1)).toEqual([429]);
  });
});
