import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * The deepest nesting of arrays and objects a request body may have. Configuration documents, the deepest bodies the
 * API takes, nest a handful of levels; schemas of recursive JSON (`z.json()`) walk a body by recursion, and 5,000
 * levels overflowed the call stack into a 500.
 */
export const MAX_BODY_DEPTH = 64;

/** Whether `value` nests arrays or objects more than `limit` levels deep, found with a stack, not recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: at, depth } = stack.pop()!;
    if (at === null || typeof at !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const entry of Array.isArray(at) ? at : Object.values(at)) stack.push({ value: entry, depth: depth + 1 });
  }
  return false;
}

/** Refuses, before any schema runs, a body nested deeper than `MAX_BODY_DEPTH`: a 400, for every route at once. */
export function registerBodyDepthGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, MAX_BODY_DEPTH)) {
      throw new AppError('BAD_REQUEST', `The body nests more than ${MAX_BODY_DEPTH} levels deep`);
    }
  });
}
