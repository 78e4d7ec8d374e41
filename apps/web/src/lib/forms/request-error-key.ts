import { HttpError } from '../http/http-error';

/** Message keys for failures a form shows as one alert; the forms add their own codes on top. */
export type RequestErrorKey = 'forms.errors.network' | 'forms.errors.rateLimited' | 'forms.errors.generic';

/** What to tell a person when a request failed for a reason that is not about one field. */
export function requestErrorKey(error: unknown): RequestErrorKey {
  if (!(error instanceof HttpError)) return 'forms.errors.generic';
  if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return 'forms.errors.network';
  if (error.code === 'RATE_LIMITED') return 'forms.errors.rateLimited';
  return 'forms.errors.generic';
}
