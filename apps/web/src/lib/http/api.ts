import { appEvents } from '../events';
import { createHttpClient } from './http-client';
import { createLogger, sendLogEntry } from './logger';

/** The app's single logger and HTTP client; modules import these, tests build their own with fakes. */
export const logger = createLogger({ send: sendLogEntry, currentUrl: () => window.location.href });

export const http = createHttpClient({
  fetch: (input, init) => window.fetch(input, init),
  events: appEvents,
  logger,
});
