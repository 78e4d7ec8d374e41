import type { LogEntry } from '@casino/contracts';

export type LogLevel = LogEntry['level'];
export type LogContext = Record<string, unknown>;

export type Logger = {
  log: (level: LogLevel, code: string, message: string, context?: LogContext) => void;
  error: (code: string, message: string, context?: LogContext) => void;
  warn: (code: string, message: string, context?: LogContext) => void;
};

type LoggerOptions = {
  /** Delivers one entry to `PUT /log`. Must not go through the HTTP client, or a failing log would log itself. */
  send: (entry: LogEntry) => Promise<unknown>;
  currentUrl?: () => string | undefined;
  /** A broken page can fail in a loop; past this many entries per page load we stop reporting. */
  maxEntries?: number;
};

const MAX_MESSAGE_LENGTH = 2_000;
const CODE_PATTERN = /^[A-Z0-9_]+$/;

export function createLogger({ send, currentUrl = () => undefined, maxEntries = 50 }: LoggerOptions): Logger {
  let sent = 0;

  const log: Logger['log'] = (level, code, message, context) => {
    if (sent >= maxEntries) return;
    sent += 1;
    const entry: LogEntry = {
      level,
      code: CODE_PATTERN.test(code) ? code : 'UNKNOWN_ERROR',
      message: message.slice(0, MAX_MESSAGE_LENGTH) || code,
      url: currentUrl()?.slice(0, MAX_MESSAGE_LENGTH),
      context,
    };
    // Reporting is best effort: whatever happens to the report, it must never become a new error to report.
    send(entry).catch(() => undefined);
  };

  return {
    log,
    error: (code, message, context) => log('error', code, message, context),
    warn: (code, message, context) => log('warn', code, message, context),
  };
}

/** Sends through plain `fetch` with keepalive, so entries written while the page unloads still arrive. */
export async function sendLogEntry(entry: LogEntry): Promise<void> {
  await fetch('/log', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(entry),
    keepalive: true,
  });
}
