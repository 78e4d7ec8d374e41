import type { Socket } from 'node:net';
import type { ErrorCode } from '@casino/contracts';
import { ERROR_STATUS } from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { errorBody, sendError } from './error-handler';
import type { ApplySecurityHeaders } from './security-headers';

/**
 * Answers Fastify gives before any route, hook or error handler runs, in the project's error shape like every other
 * answer. Without these, a malformed address or an over-long path parameter got Fastify's own JSON, and a request
 * Node's parser refused (an unknown method such as `FOO`, broken headers) got a bare socket write.
 */

/** Path parameters longer than this are no name of anything here (game slugs, configuration names, ids). */
export const MAX_PARAM_LENGTH = 100;

/** Fastify's `frameworkErrors`: a path that is not valid percent-encoding, a path parameter over the limit. */
export function createFrameworkErrorHandler(applyHeaders: ApplySecurityHeaders) {
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void => {
    applyHeaders(request.raw, reply.raw);
    if (error.code === 'FST_ERR_BAD_URL') {
      void sendError(reply, 'BAD_REQUEST', 'The address is not validly encoded');
    } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      void sendError(reply, 'NOT_FOUND', 'No such resource: a part of the address is too long');
    } else {
      request.log.error({ err: error }, 'framework error');
      void sendError(reply, 'INTERNAL', 'Something went wrong on our side');
    }
  };
}

const CLIENT_ERRORS: Readonly<Record<string, ErrorCode>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
};

/** Node's `clientError`: the request could not even be parsed, so the answer is written to the socket by hand. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode = (error.code ? CLIENT_ERRORS[error.code] : undefined) ?? 'BAD_REQUEST';
  const status = ERROR_STATUS[code];
  const body = errorBody(code, code === 'BAD_REQUEST' ? 'The request could not be read' : (STATUS_CODES[status] ?? ''));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
