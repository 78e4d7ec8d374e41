import type { ErrorCode, ErrorDetails, FieldErrors } from '@casino/contracts';
import { ERROR_STATUS } from '@casino/contracts';

/** The one error type services throw; the error handler turns it into the shared JSON error shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  /** Facts the client shows with the error (when a limit resets, when an exclusion ends). */
  readonly details: ErrorDetails | undefined;

  constructor(code: ErrorCode, message: string, fieldErrors?: FieldErrors, details?: ErrorDetails) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.details = details;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/** No signed-in player (or the session's player is gone): the web app answers any 401 by signing out. */
export const signInRequired = () => new AppError('UNAUTHORIZED', 'Sign in to continue');

/** A 422 in the same shape as a schema failure, for rules only a service can check (stored data, the licence). */
export const invalidFields = (fieldErrors: FieldErrors) =>
  new AppError('VALIDATION_FAILED', 'The request has invalid fields', fieldErrors);
