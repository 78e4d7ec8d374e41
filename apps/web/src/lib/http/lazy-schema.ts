import type { ResponseSchema } from './http-client';

/**
 * A response schema that is fetched the first time a request needs it. The first screen arrives drawn by the
 * server with its data, so it validates nothing until it asks the server again; its schemas and zod (15 KB of
 * brotli, and their evaluation on a phone's main thread) wait until then, and load while that request is on its
 * way.
 */
export type LazySchema<Data> = { readonly load: () => Promise<ResponseSchema<Data>> };

export function lazySchema<Data>(load: () => Promise<ResponseSchema<Data>>): LazySchema<Data> {
  let loading: Promise<ResponseSchema<Data>> | undefined;
  return {
    load: () => {
      // The next request asks again for a chunk that failed to arrive (a browser that keeps a failed module's
      // error answers it at once, as a network error).
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

export function isLazySchema<Data>(schema: ResponseSchema<Data> | LazySchema<Data>): schema is LazySchema<Data> {
  return 'load' in schema;
}

/** Reads `input` with either kind of schema, as the http client does (its test doubles read answers with it too). */
export async function parseWith<Data>(schema: ResponseSchema<Data> | LazySchema<Data>, input: unknown): Promise<Data> {
  return (isLazySchema(schema) ? await schema.load() : schema).parse(input);
}
