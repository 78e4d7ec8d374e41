import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { IdempotentCall, IdempotentOutcome } from './idempotency.service';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Visible ASCII, as in the IETF draft's examples and Stripe's keys (UUIDs fit easily). */
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/**
 * The call a route hands the idempotency service: the caller's key and everything that identifies the request.
 * `required` is for money calls: without a key a retried request could pay twice, so none is accepted.
 */
export function idempotentCall(
  request: FastifyRequest,
  scope: string,
  { required = false }: { required?: boolean } = {},
): IdempotentCall {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined && required) throw keyProblem('validation.required');
  if (key !== undefined && !KEY_PATTERN.test(key)) throw keyProblem('validation.invalid_idempotency_key');
  return {
    scope,
    key,
    request: {
      method: request.method,
      route: request.routeOptions.url,
      params: request.params,
      query: request.query,
      body: request.body,
    },
  };
}

/** Sends the outcome with its status; a replay is marked so a client (and a support engineer) can tell. */
export function sendOutcome<Body>(reply: FastifyReply, outcome: IdempotentOutcome<Body>): Body {
  if (outcome.replayed) void reply.header('idempotent-replayed', 'true');
  void reply.status(outcome.status);
  return outcome.body;
}

const keyProblem = (messageKey: string) =>
  new AppError('VALIDATION_FAILED', 'The Idempotency-Key header is missing or malformed', {
    'headers.idempotency-key': [messageKey],
  });
