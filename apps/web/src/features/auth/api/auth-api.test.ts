import { describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../../../lib/http/http-client';
import { isEmailAvailable } from './auth-api';
import { parseWith } from '../../../lib/http/lazy-schema';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/api', () => ({ http: { request } }));

/** The server answers `body`; like the real client, the module's schema reads it. */
function serverAnswers(body: unknown) {
  request.mockImplementation(async (_path: string, { schema }: RequestOptions<unknown>) =>
    schema ? parseWith(schema, body) : body,
  );
}

describe('e-mail availability', () => {
  it('is what the server says', async () => {
    serverAnswers({ available: false });
    await expect(isEmailAvailable('ana@example.com')).resolves.toBe(false);
    serverAnswers({ available: true });
    await expect(isEmailAvailable('ana@example.com')).resolves.toBe(true);
  });

  it('is "maybe" (left to the registration call) when the answer is not understood', async () => {
    for (const body of [{ available: 'no' }, {}, null]) {
      serverAnswers(body);
      await expect(isEmailAvailable('ana@example.com')).resolves.toBe(true);
    }
  });
});
