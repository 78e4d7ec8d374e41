import type { FastifyBaseLogger } from 'fastify';

/** A logger that says nothing, for services built outside an app (an outbox in a test or a benchmark). */
export const quietLogger = {
  child: () => quietLogger,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  fatal: () => undefined,
} as unknown as FastifyBaseLogger;
