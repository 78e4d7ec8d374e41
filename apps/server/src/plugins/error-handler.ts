import type { ApiError, ErrorCode, ErrorDetails, FieldErrors } from '@casino/contracts';
import { ERROR_STATUS } from '@casino/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

type ValidationItem = { keyword: string; instancePath: string; message?: string; params: { keys?: unknown } };

/** `/filter/categories/identifiers/0` + `too_big` → `{ "filter.categories.identifiers.0": ["validation.too_big"] }`. */
function fieldErrorsFromValidation(items: readonly ValidationItem[], rootField: string): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => (errors[field || rootField] ??= []).push(key);
  for (const item of items) {
    const field = item.instancePath.split('/').filter(Boolean).join('.');
    // The shared rules of contracts/validation put their message key in the issue message; zod's own checks do not.
    const key = item.message?.startsWith('validation.') ? item.message : `validation.${item.keyword}`;
    // An unknown field is reported under its own name, so the caller sees which one to drop.
    if (item.keyword === 'unrecognized_keys' && Array.isArray(item.params.keys)) {
      for (const unknownKey of item.params.keys) {
        add(field ? `${field}.${String(unknownKey)}` : String(unknownKey), key);
      }
    } else {
      add(field, key);
    }
  }
  return errors;
}

/** The JSON text of every error answer: `{ error: { code, message, details? }, errors? }`. */
export function errorBody(code: ErrorCode, message: string, errors?: FieldErrors, details?: ErrorDetails): string {
  const error = details ? { code, message, details } : { code, message };
  const body: ApiError = errors ? { error, errors } : { error };
  return JSON.stringify(body);
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  errors?: FieldErrors,
  details?: ErrorDetails,
) {
  return reply
    .status(ERROR_STATUS[code])
    .type('application/json')
    .send(errorBody(code, message, errors, details));
}

/** Fastify's own client errors (bad JSON, wrong content type, too large) keep their meaning but get our shape. */
const FASTIFY_CLIENT_ERRORS: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

/** Other plugins' client errors (static files, rate limits) keep their status under our codes. */
const STATUS_CODES_FOR_CLIENT_ERRORS: Readonly<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.code, error.message, error.fieldErrors, error.details);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const root = error.validationContext ?? 'body';
      const fieldErrors = fieldErrorsFromValidation(error.validation as ValidationItem[], root);
      return sendError(reply, 'VALIDATION_FAILED', 'The request has invalid fields', fieldErrors);
    }

    const clientCode = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (clientCode) return sendError(reply, clientCode, error.message);
    const byStatus = error.statusCode ? STATUS_CODES_FOR_CLIENT_ERRORS[error.statusCode] : undefined;
    if (byStatus) return sendError(reply, byStatus, error.message);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, 'BAD_REQUEST', error.message);
    }

    // Anything else is our fault: log everything, tell the caller nothing internal.
    if (isResponseSerializationError(error)) request.log.error({ err: error }, 'response did not match its schema');
    else request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL', 'Something went wrong on our side');
  });
}
