import type { AppConfig } from '../../config';
import { createReadableLogStream } from './readable-log';
import { OneLinePerRequest } from './request-log';

/**
 * Fastify's logging: one record per request in either format; JSON lines for a log collector (production), or
 * readable lines on stdout for a person (coloured on a terminal, unless NO_COLOR is set).
 */
export function loggingOptions({ LOG_LEVEL, LOG_FORMAT }: Pick<AppConfig, 'LOG_LEVEL' | 'LOG_FORMAT'>) {
  const color = process.stdout.isTTY && !process.env.NO_COLOR;
  return {
    logger:
      LOG_FORMAT === 'pretty'
        ? { level: LOG_LEVEL, stream: createReadableLogStream(process.stdout, { color }) }
        : { level: LOG_LEVEL },
    logController: new OneLinePerRequest(),
  };
}
