import type { HttpClient, RequestOptions } from '../../../lib/http/http-client';
import { parseWith } from '../../../lib/http/lazy-schema';

export type RecordedRequest = { path: string; options: RequestOptions<unknown> };

/**
 * An HTTP client that answers from a table of `METHOD path` → answer (a value, or an Error to throw), records every
 * request, and validates answers with the request's schema as the real client does.
 */
export function fakeHttp(answers: Record<string, unknown>) {
  const requests: RecordedRequest[] = [];
  const client: HttpClient = {
    request: <Data>(path: string, options: RequestOptions<Data> = {}) => {
      requests.push({ path, options: options as RequestOptions<unknown> });
      const key = `${options.method ?? 'GET'} ${path}`;
      if (!(key in answers)) return Promise.reject(new Error(`No answer for ${key}`));
      const answer = answers[key];
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve(options.schema ? parseWith(options.schema, answer) : (answer as Data));
    },
  };
  return { client, requests };
}
