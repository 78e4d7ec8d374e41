import type { FieldMessages } from '@casino/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { HttpError } from '../http/http-error';
import type { TranslateMessage } from './form-rules';
import { reportValidationErrors } from './validation-metrics';

/** A 422 message no shown field could take; `field` is the last part of its body path, for the alert's wording. */
export type UnplacedError = { field: string; key: string };

export type ServerErrorsPlaced = { placed: FieldMessages; unplaced: UnplacedError[] };

/**
 * Puts a 422's field errors on the form's shown fields and reports them all to the validation metrics (side
 * "server"). The API keys them by body path (`user.email`); the form's names are the last part. Returns what it
 * placed, read from the answer itself (react-hook-form's `formState` is still the last render's right after
 * `setError`), and what it could not, so the caller can show the rest as the form's alert.
 */
export function applyServerFieldErrors<Values extends FieldValues>(input: {
  error: unknown;
  component: string;
  /** The fields the person can see: an error set on one that is not rendered would be shown to nobody. */
  fields: readonly (keyof Values & string)[];
  setError: UseFormSetError<Values>;
  translate: TranslateMessage;
}): ServerErrorsPlaced {
  const { error, component, fields, setError, translate } = input;
  const placed: Record<string, string[]> = {};
  const unplaced: UnplacedError[] = [];
  if (!(error instanceof HttpError)) return { placed, unplaced };
  const reported: Record<string, string[]> = {};
  let focused = false;
  for (const [path, keys] of Object.entries(error.fieldErrors)) {
    const field = path.split('.').at(-1) ?? path;
    const key = keys[0];
    if (!key) continue;
    reported[field] = [key];
    if (!fields.includes(field as keyof Values & string)) {
      unplaced.push({ field, key });
      continue;
    }
    setError(field as Path<Values>, { type: key, message: translate(field, { key }) }, { shouldFocus: !focused });
    focused = true;
    placed[field] = [key];
  }
  reportValidationErrors({ side: 'server', component, errors: reported });
  return { placed, unplaced };
}
