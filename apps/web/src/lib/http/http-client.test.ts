import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, type AppEvents } from '../events';
import { backoffDelayMs } from './backoff';
import { createHttpClient, type RequestOptions } from './http-client';
import { HttpError } from './http-error';
import { lazySchema } from './lazy-schema';
import type { Logger } from './logger';

type FetchStep = Response | Error | 'hang';

function setup(steps: FetchStep[], options: { retries?: number } = {}) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const step = steps[Math.min(calls.length - 1, steps.length - 1)];
    if (step === 'hang') {
      // A server that never answers: only the abort signal ends the request, as with the real fetch.
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (step instanceof Error) return Promise.reject(step);
    return Promise.resolve(step!.clone());
  });
  const delays: number[] = [];
  const sleep = vi.fn((ms: number) => {
    delays.push(ms);
    return Promise.resolve();
  });
  const events = createEventBus<AppEvents>();
  const authErrors: string[] = [];
  events.on('auth-error', ({ url }) => authErrors.push(url));
  const logged: { code: string; message: string }[] = [];
  const logger: Logger = {
    log: (_level, code, message) => logged.push({ code, message }),
    error: (code, message) => logged.push({ code, message }),
    warn: (code, message) => logged.push({ code, message }),
  };
  const client = createHttpClient({
    fetch,
    events,
    logger,
    sleep,
    random: () => 0.5,
    retries: options.retries,
  });
  return { client, fetch, calls, delays, authErrors, logged };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const numberSchema = {
  parse(input: unknown): { value: number } {
    if (typeof input === 'object' && input !== null && typeof (input as { value?: unknown }).value === 'number') {
      return input as { value: number };
    }
    throw new Error('not a number payload');
  },
};

describe('http client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('parses and validates the body with the schema it is given', async () => {
    const { client, calls } = setup([json(200, { value: 7 })]);
    await expect(
      client.request('/api/thing', {
        method: 'POST',
        body: { a: 1 },
        query: { x: 'y', skip: undefined },
        schema: numberSchema,
      }),
    ).resolves.toEqual({ value: 7 });
    expect(calls[0]?.url).toBe('/api/thing?x=y');
    expect(calls[0]?.init?.body).toBe('{"a":1}');
  });

  it('rejects a body the schema does not accept, without retrying', async () => {
    const { client, fetch } = setup([json(200, { value: 'seven' })]);
    await expect(client.request('/api/thing', { schema: numberSchema })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches a lazy schema while the request is on its way, and validates the answer with it', async () => {
    const { client, fetch } = setup([json(200, { value: 7 }), json(200, { value: 'seven' })]);
    const load = vi.fn(() => {
      // The schema starts loading as the request is sent, not once its answer is in: the two wait side by side.
      expect(fetch).toHaveBeenCalledTimes(0);
      return Promise.resolve(numberSchema);
    });
    const schema = lazySchema(load);
    await expect(client.request('/api/thing', { schema })).resolves.toEqual({ value: 7 });
    await expect(client.request('/api/thing', { schema })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('treats a lazy schema that could not be fetched as a network error: retried, and fetched again', async () => {
    const { client, fetch } = setup([json(200, { value: 7 })], { retries: 1 });
    const load = vi
      .fn<() => Promise<typeof numberSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(numberSchema);
    await expect(client.request('/api/thing', { schema: lazySchema(load) })).resolves.toEqual({ value: 7 });
    expect(load).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('times out a lazy schema that never arrives, as it times out a server that never answers', async () => {
    const { client } = setup([json(200, { value: 7 })], { retries: 0 });
    const never = lazySchema<{ value: number }>(() => new Promise(() => undefined));
    const result = client.request('/api/thing', { schema: never }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(result).resolves.toMatchObject({ code: 'TIMEOUT' });
  });

  it('reads an error answer without waiting for a lazy schema, which only a successful answer needs', async () => {
    const { client, fetch, authErrors } = setup([
      json(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } }),
      json(404, { error: { code: 'NOT_FOUND', message: 'No such thing' } }),
    ]);
    const never = lazySchema<{ value: number }>(() => new Promise(() => undefined));
    await expect(client.request('/api/player', { schema: never })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
    });
    expect(authErrors).toEqual(['/api/player']);
    await expect(client.request('/api/thing', { schema: never })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends extra headers next to its own, e.g. the accept-client that picks a list shape', async () => {
    const { client, calls } = setup([json(200, [1, 2])]);
    await client.request('/api/player/favorite_games', { headers: { 'accept-client': 'application/vnd.s.v1+json' } });
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get('accept-client')).toBe('application/vnd.s.v1+json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('yields undefined for 204 and for an empty 200 body', async () => {
    const { client } = setup([new Response(null, { status: 204 }), new Response('', { status: 200 })]);
    await expect(client.request('/log', { method: 'PUT', schema: numberSchema })).resolves.toBeUndefined();
    await expect(client.request('/empty', { schema: numberSchema })).resolves.toBeUndefined();
  });

  it('retries network errors up to 6 times with growing, jittered delays, then fails and logs', async () => {
    const { client, fetch, delays, logged } = setup([new TypeError('Failed to fetch')]);
    const failure = client.request('/api/games/collections', { logCode: 'LOAD_COLLECTIONS_ERROR' });
    await expect(failure).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
    expect(fetch).toHaveBeenCalledTimes(7);
    expect(delays).toEqual([0, 1, 2, 3, 4, 5].map((attempt) => backoffDelayMs(attempt, () => 0.5)));
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(logged).toEqual([expect.objectContaining({ code: 'LOAD_COLLECTIONS_ERROR' })]);
  });

  it('recovers when a retry succeeds', async () => {
    const { client, fetch } = setup([new TypeError('offline'), json(503, {}), json(200, { value: 1 })]);
    await expect(client.request('/api/thing', { schema: numberSchema })).resolves.toEqual({ value: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry 4xx answers and keeps the server error code and field errors', async () => {
    const body = { error: { code: 'VALIDATION_FAILED', message: 'bad' }, errors: { page: ['validation.min'] } };
    const { client, fetch } = setup([json(422, body)]);
    const error = await client.request('/api/games_filter', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 422, fieldErrors: { page: ['validation.min'] } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries 5xx answers', async () => {
    const { client, fetch } = setup([json(500, { error: { code: 'INTERNAL', message: 'boom' } })], { retries: 2 });
    await expect(client.request('/api/thing')).rejects.toMatchObject({ code: 'INTERNAL', status: 500 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'never repeats a %s without an idempotency key: the first attempt may have been done',
    async (method) => {
      const { client, fetch, logged } = setup([new TypeError('Failed to fetch'), json(200, { value: 1 })]);
      await expect(
        client.request('/api/thing', { method, body: { a: 1 }, retries: 6, logCode: 'WRITE_ERROR' }),
      ).rejects.toMatchObject({ code: 'NETWORK' });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(logged).toEqual([expect.objectContaining({ code: 'WRITE_ERROR' })]);
    },
  );

  it('does not repeat a write after a 5xx or a timeout either', async () => {
    const { client, fetch } = setup([json(502, {}), json(200, { value: 1 })]);
    await expect(client.request('/api/thing', { method: 'POST' })).rejects.toMatchObject({ status: 502 });
    expect(fetch).toHaveBeenCalledTimes(1);

    const hanging = setup(['hang', json(200, { value: 1 })]);
    const result = hanging.client.request('/api/thing', { method: 'PATCH' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(result).resolves.toMatchObject({ code: 'TIMEOUT' });
    expect(hanging.fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a write that carries an idempotency key, sending the same key on every attempt', async () => {
    const { client, calls } = setup([new TypeError('offline'), json(503, {}), json(200, { value: 3 })]);
    await expect(
      client.request('/api/deposit', {
        method: 'POST',
        body: { amount: 50 },
        idempotencyKey: 'key-1',
        schema: numberSchema,
      }),
    ).resolves.toEqual({ value: 3 });
    expect(calls).toHaveLength(3);
    const keys = calls.map((call) => new Headers(call.init?.headers).get('idempotency-key'));
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('repeats only what is safe to repeat: safe methods, POSTs that only read, writes with a key', async () => {
    const cases: Record<string, RequestOptions<unknown>> = {
      HEAD: { method: 'HEAD' },
      OPTIONS: { method: 'OPTIONS' },
      'read-only POST': { method: 'POST', readOnly: true },
      'keyed PUT': { method: 'PUT', idempotencyKey: 'key-2' },
      'plain POST': { method: 'POST' },
    };
    const attempts: Record<string, number> = {};
    const keys: Record<string, string | null> = {};
    for (const [name, options] of Object.entries(cases)) {
      const { client, calls } = setup([new TypeError('offline'), json(200, { value: 1 })]);
      await client.request('/api/games_filter', options).catch(() => undefined);
      attempts[name] = calls.length;
      keys[name] = new Headers(calls[0]?.init?.headers).get('idempotency-key');
    }
    expect(attempts).toEqual({ HEAD: 2, OPTIONS: 2, 'read-only POST': 2, 'keyed PUT': 2, 'plain POST': 1 });
    expect(keys).toEqual({
      HEAD: null,
      OPTIONS: null,
      'read-only POST': null,
      'keyed PUT': 'key-2',
      'plain POST': null,
    });
  });

  it('emits an auth-error event on 401 and does not retry', async () => {
    const { client, fetch, authErrors } = setup([json(401, { error: { code: 'UNAUTHORIZED', message: 'no' } })]);
    await expect(client.request('/api/player')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(authErrors).toEqual(['/api/player']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('times out after 30 s and retries the timeout', async () => {
    const { client, fetch } = setup(['hang', json(200, { value: 2 })]);
    const result = client.request('/api/slow', { schema: numberSchema });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ value: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up with TIMEOUT when every attempt hangs', async () => {
    const { client, fetch } = setup(['hang'], { retries: 1 });
    const result = client.request('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toMatchObject({ code: 'TIMEOUT' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stops at once, without retrying or logging, when the caller aborts', async () => {
    const { client, fetch, logged } = setup(['hang']);
    const controller = new AbortController();
    const result = client.request('/api/thing', { signal: controller.signal, logCode: 'X_ERROR' }).catch((e) => e);
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(result).resolves.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(logged).toEqual([]);
  });
});

describe('backoffDelayMs', () => {
  it('doubles per attempt, adds up to the same again as jitter, and is capped', () => {
    expect(backoffDelayMs(0, () => 0)).toBe(250);
    expect(backoffDelayMs(1, () => 0)).toBe(500);
    expect(backoffDelayMs(1, () => 0.999)).toBeLessThan(1_000);
    expect(backoffDelayMs(20, () => 0)).toBe(8_000);
  });
});
