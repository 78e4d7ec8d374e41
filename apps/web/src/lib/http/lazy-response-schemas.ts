import type { ResponseSchema } from './http-client';
import { lazySchema, type LazySchema } from './lazy-schema';
import type * as ResponseSchemas from './response-schemas';

type Schemas = typeof ResponseSchemas;
type SchemaName = {
  [Name in keyof Schemas]: Schemas[Name] extends ResponseSchema<unknown> ? Name : never;
}[keyof Schemas];
type Output<Name extends SchemaName> = Schemas[Name] extends ResponseSchema<infer Data> ? Data : never;

const loadSchemas = () => import('./response-schemas');
const loaded = new Map<SchemaName, LazySchema<unknown>>();

/**
 * The schema of a response the shell and the lobby ask for, by name. They all travel in one chunk with zod
 * (`response-schemas.ts`), fetched with the first request that needs one of them or once the first screen has
 * settled (`preloadResponseSchemas`), never with the first screen.
 */
export function responseSchema<Name extends SchemaName>(name: Name): LazySchema<Output<Name>> {
  let schema = loaded.get(name);
  if (!schema) {
    schema = lazySchema(() => loadSchemas().then((schemas) => schemas[name] as ResponseSchema<unknown>));
    loaded.set(name, schema);
  }
  return schema as LazySchema<Output<Name>>;
}

/**
 * Fetches the schemas while the browser is idle after the first screen: the next request need not wait for them,
 * and a tab left open across a release has them before the build it came from is gone from the server (a module
 * that failed to load is not fetched again by the browser). A failure here is left to the request that needs them.
 */
export function preloadResponseSchemas(): Promise<void> {
  return loadSchemas().then(
    () => undefined,
    () => undefined,
  );
}
