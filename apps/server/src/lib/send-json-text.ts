import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was serialised ahead of time (cached pages, message files). Fastify passes a string or buffer with
 * a JSON content type through untouched, so the response schema is not re-applied here: the cached value was built from
 * the same typed objects, and the API tests check it against the schema.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}
