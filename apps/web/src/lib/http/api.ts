import { appEvents } from '../events';
import { createHttpClient } from './http-client';
import { createLogger, sendLogEntry } from './logger';

type Fetch = typeof fetch;

/** The browser's fetch, or the server's while it renders a first screen (see entry-server.tsx). */
let currentFetch: Fetch = (input, init) => window.fetch(input, init);

/** Used once by the server's renderer: its calls go to the server itself, with the visitor's request headers. */
export function setServerRenderingFetch(fetchForRequest: Fetch): void {
  currentFetch = fetchForRequest;
}

const inBrowser = typeof window !== 'undefined';

/** The app's single logger and HTTP client; modules import these, tests build their own with fakes. */
export const logger = createLogger({
  // The server's renderer reports nothing of its own: whatever fails there, the browser meets again and reports.
  send: inBrowser ? sendLogEntry : async () => undefined,
  currentUrl: () => (inBrowser ? window.location.href : undefined),
});

export const http = createHttpClient({
  fetch: (input, init) => currentFetch(input, init),
  events: appEvents,
  logger,
});
