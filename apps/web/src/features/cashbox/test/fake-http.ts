import type { HttpClient, RequestOptions } from '../../../lib/http/http-client';
import { parseWith } from '../../../lib/http/lazy-schema';

export type RecordedRequest = { path: string; options: RequestOptions<unknown> };

/** One answer (a value, or an Error to throw), or a list answered in turn, the last one repeated. */
type Answer = unknown;

/**
 * An HTTP client that answers from a table of `METHOD path` → answer, records every request, and validates answers
 * with the request's schema as the real client does. A list answers the calls one after another, so a test can
 * see a list change after a write.
 */
export function fakeHttp(answers: Record<string, Answer | { sequence: Answer[] }>) {
  const requests: RecordedRequest[] = [];
  const calls = new Map<string, number>();
  const client: HttpClient = {
    request: <Data>(path: string, options: RequestOptions<Data> = {}) => {
      requests.push({ path, options: options as RequestOptions<unknown> });
      const key = `${options.method ?? 'GET'} ${path}`;
      if (!(key in answers)) return Promise.reject(new Error(`No answer for ${key}`));
      const entry = answers[key];
      const count = calls.get(key) ?? 0;
      calls.set(key, count + 1);
      const answer = isSequence(entry) ? entry.sequence[Math.min(count, entry.sequence.length - 1)] : entry;
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve(options.schema ? parseWith(options.schema, answer) : (answer as Data));
    },
  };
  /** `METHOD path` of every request, in order. */
  const calledOrder = () => requests.map(({ path, options }) => `${options.method ?? 'GET'} ${path}`);
  return { client, requests, calledOrder };
}

const isSequence = (entry: unknown): entry is { sequence: Answer[] } =>
  typeof entry === 'object' && entry !== null && 'sequence' in entry && Array.isArray(entry.sequence);
