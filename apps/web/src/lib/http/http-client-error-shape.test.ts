import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, type AppEvents } from '../events';
import { createHttpClient } from './http-client';

/**
 * The error shape's schema travels in the response schemas' chunk, which may be slow, missing or never fetched:
 * an error answer that has arrived keeps its status whatever becomes of that chunk.
 */
const errorSchema = vi.hoisted(() => ({ load: vi.fn<() => Promise<{ parse: (input: unknown) => unknown }>>() }));
vi.mock('./lazy-response-schemas', () => ({ responseSchema: () => errorSchema }));

const parseAnything = { parse: (input: unknown) => input };
const never = () => new Promise<never>(() => undefined);

function setup(answer: () => Response, timeoutMs = 50) {
  const fetch = vi.fn(() => Promise.resolve(answer()));
  const events = createEventBus<AppEvents>();
  const authErrors: string[] = [];
  events.on('auth-error', ({ url }) => authErrors.push(url));
  const logger = { log: () => undefined, error: () => undefined, warn: () => undefined };
  const client = createHttpClient({ fetch, events, logger, timeoutMs, retries: 2, sleep: async () => undefined });
  return { client, fetch, authErrors };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthorized = json(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } });

describe('an error answer while the error shape is not at hand', () => {
  beforeEach(() => {
    errorSchema.load.mockReset();
  });

  it('reads the server code and message once the schema is there', async () => {
    errorSchema.load.mockResolvedValue(parseAnything);
    const { client } = setup(unauthorized);
    await expect(client.request('/api/player')).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  });

  it('keeps a 401 a 401 when the schema never arrives: no timeout, no second request, one sign-out', async () => {
    errorSchema.load.mockImplementation(never);
    const { client, fetch, authErrors } = setup(unauthorized);
    await expect(client.request('/api/player')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(authErrors).toEqual(['/api/player']);
  });

  it('keeps the status when the schema fails to load', async () => {
    errorSchema.load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const { client, fetch } = setup(json(404, { error: { code: 'NOT_FOUND', message: 'No such thing' } }));
    await expect(client.request('/api/thing')).rejects.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not fetch the schema for a body that is no JSON object', async () => {
    const { client } = setup(() => new Response('Bad gateway', { status: 404 }));
    await expect(client.request('/api/thing')).rejects.toMatchObject({ code: 'BAD_REQUEST', status: 404 });
    const list = setup(json(404, ['not', 'an', 'error']));
    await expect(list.client.request('/api/thing')).rejects.toMatchObject({ status: 404 });
    expect(errorSchema.load).not.toHaveBeenCalled();
  });

  it('ends with the caller when the caller cancels while the schema loads', async () => {
    errorSchema.load.mockImplementation(never);
    const { client } = setup(unauthorized, 10_000);
    const controller = new AbortController();
    const result = client.request('/api/player', { signal: controller.signal }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(errorSchema.load).toHaveBeenCalled());
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(result).resolves.toMatchObject({ name: 'AbortError' });
  });
});
