import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { HttpError } from '../http/http-error';
import type { TranslateMessage } from './form-rules';

/**
 * Puts a 422's field errors on the form's fields. The API keys them by body path (`user.email`); the form's
 * names are the last part. Returns the fields it could place, so the caller can show the rest as one alert.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly (keyof Values & string)[],
  setError: UseFormSetError<Values>,
  translate: TranslateMessage,
): { placed: string[]; unplaced: string[] } {
  const placed: string[] = [];
  const unplaced: string[] = [];
  if (!(error instanceof HttpError)) return { placed, unplaced };
  let focused = false;
  for (const [path, keys] of Object.entries(error.fieldErrors)) {
    const field = path.split('.').at(-1) ?? path;
    const key = keys[0];
    if (!key) continue;
    if (!fields.includes(field as keyof Values & string)) {
      unplaced.push(key);
      continue;
    }
    setError(field as Path<Values>, { type: key, message: translate(field, { key }) }, { shouldFocus: !focused });
    focused = true;
    placed.push(field);
  }
  return { placed, unplaced };
}
