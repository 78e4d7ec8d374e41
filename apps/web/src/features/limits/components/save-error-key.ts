import { HttpError } from '../../../lib/http/http-error';

/** What a refused limit call says: the rule that stopped it, or a plain "nothing changed, try again". */
export function saveErrorKey(error: unknown) {
  if (error instanceof HttpError) {
    if (error.code === 'LIMIT_LOCKED') return 'limits.errors.locked' as const;
    if (error.code === 'INVALID_CREDENTIALS' || error.fieldErrors.password) return 'limits.errors.password' as const;
    if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return 'limits.errors.network' as const;
  }
  return 'limits.errors.saveFailed' as const;
}
