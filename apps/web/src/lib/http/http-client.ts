import { REQUEST_RETRIES, REQUEST_TIMEOUT_MS, type ApiError } from '@casino/contracts';
import type { AppEvents, EventBus } from '../events';
import { backoffDelayMs, sleep as defaultSleep } from './backoff';
import { responseSchema } from './lazy-response-schemas';
import { HttpError } from './http-error';
import { isLazySchema, type LazySchema } from './lazy-schema';
import type { Logger } from './logger';

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods that change nothing on the server (RFC 9110 §9.2.1): repeating one cannot repeat an effect. */
const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Anything with zod's `parse`: the contracts' schemas, without tying this module to zod itself. */
export type ResponseSchema<Data> = { parse: (input: unknown) => Data };

export type RequestOptions<Data> = {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Validates the answer; a lazy one is fetched while the request is on its way (lazy-schema.ts). */
  schema?: ResponseSchema<Data> | LazySchema<Data>;
  /** The caller's cancellation (TanStack Query passes one): ends the request without retrying or logging. */
  signal?: AbortSignal;
  /** Final failures are reported under this code, e.g. LOAD_FOUND_GAMES_ERROR (platform-core §8). */
  logCode?: string;
  /** Attempts after the first; only requests that may be repeated are retried (see `mayRepeat`). */
  retries?: number;
  /**
   * Sent as `Idempotency-Key`, the same on every attempt, so the server performs the write once however many
   * attempts reach it. Money calls always carry one; a write without one is never retried.
   */
  idempotencyKey?: string;
  /** Extra request headers, e.g. the favourites list's `accept-client` that picks the answer's shape. */
  headers?: Record<string, string>;
  /** A POST that only reads (the catalogue's filter and search), so it is retried like a GET. */
  readOnly?: boolean;
};

export type HttpClient = {
  /** Resolves to `undefined` for a 204 or an empty body ("a 204 or empty response yields no data"). */
  request: <Data = unknown>(path: string, options?: RequestOptions<Data>) => Promise<Data | undefined>;
};

type HttpClientDeps = {
  fetch: typeof fetch;
  events: EventBus<AppEvents>;
  logger: Logger;
  baseUrl?: string;
  timeoutMs?: number;
  retries?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
};

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const { events, logger, baseUrl = '', timeoutMs = REQUEST_TIMEOUT_MS, random = Math.random } = deps;
  const sleep = deps.sleep ?? defaultSleep;

  async function attempt<Data>(url: string, options: RequestOptions<Data>): Promise<Data | undefined> {
    if (options.signal?.aborted) throw options.signal.reason;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      // Fetched while the request is on its way; awaited only for a successful answer it reads (a failure is then a
      // network error, retried as one), so errors, 204s and a 401's sign-out never wait on it.
      const schemaReady = resolveSchema(options.schema);
      schemaReady.catch(() => undefined);
      const hasBody = options.body !== undefined;
      const response = await deps.fetch(url, {
        method: options.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
          ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
          ...options.headers,
        },
        body: hasBody ? JSON.stringify(options.body) : undefined,
        credentials: 'same-origin',
        signal: controller.signal,
      });
      // The timeout covers the body too: a server that stalls mid-body is as stuck as one that never answers. And
      // the schemas: a chunk that never arrives leaves the answer as unread as a body that never ends.
      const text = await response.text();
      const answer = { url, status: response.status, text, signal: controller.signal, cancel: options.signal };
      return await parseResponse(answer, schemaReady);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (timedOut) throw new HttpError('TIMEOUT', `Timed out after ${timeoutMs} ms: ${url}`, 0);
      if (options.signal?.aborted) throw options.signal.reason;
      throw new HttpError('NETWORK', `Network error: ${url} (${String(error)})`, 0);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function parseResponse<Data>(answer: Answer, schemaReady: Promise<ResponseSchema<Data> | undefined>) {
    const { url, status, text, signal } = answer;
    const json = text.trim() === '' ? undefined : safeJson(text);
    if (status === 401) events.emit('auth-error', { url });
    if (status >= 400) throw await toHttpError(answer, json);
    if (status === 204 || json === undefined) return undefined;
    if (json === INVALID_JSON) throw new HttpError('INVALID_RESPONSE', `Response is not JSON: ${url}`, status);
    const schema = await untilAborted(schemaReady, signal);
    if (!schema) return json as Data;
    try {
      return schema.parse(json);
    } catch (error) {
      throw new HttpError('INVALID_RESPONSE', `Unexpected response shape: ${url} (${String(error)})`, status);
    }
  }

  return {
    async request<Data>(path: string, options: RequestOptions<Data> = {}) {
      const url = buildUrl(baseUrl, path, options.query);
      // A write whose first attempt timed out or met a 5xx may have been done all the same: repeating it could
      // pay twice. Only a request the server can recognise as a repeat, or one that changes nothing, goes again.
      const retries = mayRepeat(options) ? (options.retries ?? deps.retries ?? REQUEST_RETRIES) : 0;
      for (let attemptIndex = 0; ; attemptIndex += 1) {
        try {
          return await attempt(url, options);
        } catch (error) {
          const canRetry = error instanceof HttpError && error.retryable && attemptIndex < retries;
          if (canRetry && !options.signal?.aborted) {
            await sleep(backoffDelayMs(attemptIndex, random), options.signal);
            continue;
          }
          if (options.logCode && error instanceof HttpError) {
            logger.error(options.logCode, error.message, { status: error.status, code: error.code });
          }
          throw error;
        }
      }
    },
  };
}

function mayRepeat(options: RequestOptions<unknown>): boolean {
  return SAFE_METHODS.has(options.method ?? 'GET') || options.readOnly === true || Boolean(options.idempotencyKey);
}

const INVALID_JSON = Symbol('invalid json');

/** An answer as read off the wire, with the attempt's signal (its timeout and the caller's cancellation). */
type Answer = { url: string; status: number; text: string; signal: AbortSignal; cancel: AbortSignal | undefined };

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

/** The promise, or the signal's reason once it aborts: what the attempt waits for must end with its timeout. */
function untilAborted<Value>(promise: Promise<Value>, signal: AbortSignal): Promise<Value> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Value>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function resolveSchema<Data>(schema: RequestOptions<Data>['schema']): Promise<ResponseSchema<Data> | undefined> {
  if (!schema) return Promise.resolve(undefined);
  return isLazySchema(schema) ? schema.load() : Promise.resolve(schema);
}

/** The error shape (platform-core §8), read from the first answer that is an error: it is not needed before. */
async function toHttpError({ url, status, signal, cancel }: Answer, json: unknown): Promise<HttpError> {
  const parsed = await parseApiError(json, signal, cancel);
  if (parsed) {
    const { code, message, details } = parsed.error;
    return new HttpError(code, message, status, parsed.errors, details);
  }
  const code = status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  return new HttpError(code, `HTTP ${status}: ${url}`, status);
}

/**
 * Undefined for a body in another shape (no JSON object: the schema is not even fetched), or when the schema could
 * not be had in the attempt's time (the network is failing): the answer has arrived, so its status still stands,
 * without the server's code and message, rather than turning a 401 into a timeout that is tried again. Only the
 * caller's cancellation ends it.
 */
async function parseApiError(
  json: unknown,
  signal: AbortSignal,
  cancel: AbortSignal | undefined,
): Promise<ApiError | undefined> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const schema = await untilAborted(responseSchema('apiErrorSchema').load(), signal).catch((error: unknown) => {
    if (cancel?.aborted) throw error;
    return undefined;
  });
  try {
    return schema?.parse(json);
  } catch {
    return undefined;
  }
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions<unknown>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
}
