import { INVALID_CHARACTERS_KEY } from '@casino/contracts';
import type { FieldErrors } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidFields } from '../lib/app-error';

/**
 * PostgreSQL refuses NUL (U+0000) in text and jsonb, and a lone UTF-16 surrogate in jsonb. Text carrying one used to
 * reach an insert and fail there with a 500, and on sign-in that failure rolled back the record of a wrong guess, so
 * a guesser who added such a field never met the captcha or the lock.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** A refused key as it can be named in a JSON answer: each refused character becomes U+FFFD. */
const printable = (key: string) => Array.from(key, (char) => (isStorableText(char) ? char : '\uFFFD')).join('');

/** Field errors are reported for this many fields at most: a caller learns enough from a few. */
const MAX_REPORTED = 20;

type Visit = { value: unknown; segment: string; parent: Visit | null };

const pathOf = (visit: Visit): string => {
  const segments: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) segments.push(at.segment);
  return segments.reverse().join('.');
};

/**
 * The dotted paths (`user.dfpc`, `context.note.0`) of every string in `value`, keys included, that cannot be stored.
 * Walked with a stack (each step points at its parent) rather than recursion, so a deeply nested body neither
 * overflows the call stack nor costs more than one pass.
 */
export function unstorableTextPaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: Visit[] = [{ value, segment: '', parent: null }];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const visit = stack.pop()!;
    if (typeof visit.value === 'string') {
      if (!isStorableText(visit.value)) found.push(pathOf(visit));
    } else if (Array.isArray(visit.value)) {
      for (let index = visit.value.length - 1; index >= 0; index -= 1) {
        stack.push({ value: visit.value[index], segment: String(index), parent: visit });
      }
    } else if (visit.value !== null && typeof visit.value === 'object') {
      for (const [key, entry] of Object.entries(visit.value).reverse()) {
        const child: Visit = { value: entry, segment: printable(key), parent: visit };
        if (!isStorableText(key)) found.push(pathOf(child));
        stack.push(child);
      }
    }
  }
  return found;
}

/**
 * Refuses, before any schema or route runs, every request whose body, query string, path parameters or headers (the
 * user agent is stored in the audit log) hold text the database cannot store: a 422 `validation.invalid_characters`
 * on each such field. One hook for every route, so no new field, free-form record or header can forget the check.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...unstorableTextPaths(request.body),
      ...unstorableTextPaths(request.query),
      ...unstorableTextPaths(request.params),
      ...unstorableTextPaths(request.headers),
    ];
    if (paths.length === 0) return;
    const errors: FieldErrors = {};
    for (const path of paths.slice(0, MAX_REPORTED)) errors[path || 'body'] = [INVALID_CHARACTERS_KEY];
    throw invalidFields(errors);
  });
}
