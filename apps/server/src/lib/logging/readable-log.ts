/** What pino writes for one log call, as far as the readable form needs it. */
export type LogRecord = {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
};

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** On every record (pino's own), or rendered in a place of their own. */
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);
/** A request's line says all of these in `GET /api/games 200 12ms`. */
const OMITTED_FROM_REQUESTS = new Set([...OMITTED, 'req', 'res', 'responseTime', 'reqId']);

const ANSI = { red: 31, green: 32, yellow: 33, cyan: 36, dim: 2 } as const;
type Paint = (style: keyof typeof ANSI, text: string) => string;

/**
 * One log record as a line a developer reads: the time, then `GET /api/games 200 12ms` for a request, or the
 * message with its fields as `key=value` (values in JSON, so paths and spaces stay unambiguous). INFO is the
 * usual case and carries no label; an error's stack follows on indented lines.
 */
export function formatLogRecord(record: LogRecord, { color = false }: { color?: boolean } = {}): string {
  const paint: Paint = color ? (style, text) => `\u001b[${ANSI[style]}m${text}\u001b[0m` : (_style, text) => text;
  const time = paint('dim', new Date(record.time ?? Date.now()).toTimeString().slice(0, 8));
  const level = record.level ?? 30;
  const label =
    level === 30
      ? ''
      : `${paint(level >= 50 ? 'red' : level >= 40 ? 'yellow' : 'dim', LEVEL_NAMES[level] ?? String(level))} `;
  // The one record per completed request (request-log.ts); other records may carry a request too (an error).
  const isRequest = record.responseTime !== undefined && record.req?.method !== undefined;
  const text = isRequest ? requestText(record, paint) : (record.msg ?? '');
  const omitted = isRequest ? OMITTED_FROM_REQUESTS : OMITTED;
  const fields = Object.entries(record)
    .filter(([key, value]) => !omitted.has(key) && value !== undefined)
    .map(([key, value]) => ` ${paint('dim', `${key}=`)}${JSON.stringify(value)}`)
    .join('');
  const stack = record.err ? `\n${indent(record.err.stack ?? `${record.err.type}: ${record.err.message}`)}` : '';
  return `${time} ${label}${text}${fields}${stack}`;
}

function requestText(record: LogRecord, paint: Paint): string {
  const status = record.res?.statusCode ?? 0;
  const statusStyle = status >= 500 ? 'red' : status >= 400 ? 'yellow' : status >= 300 ? 'cyan' : 'green';
  const ms = record.responseTime ?? 0;
  const duration = ms < 10 ? ms.toFixed(1) : Math.round(ms).toString();
  return `${record.req?.method} ${record.req?.url} ${paint(statusStyle, String(status))} ${duration}ms`;
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

/**
 * A pino destination that rewrites each JSON line in the readable form, in the same process and synchronously: a
 * pretty-printing transport would run in a worker thread that loads its module by name, and the line could be lost
 * when the process exits straight after logging.
 */
export function createReadableLogStream(
  output: { write(text: string): unknown },
  options: { color?: boolean } = {},
): { write(line: string): void } {
  return {
    write(line: string) {
      let record: LogRecord;
      try {
        record = JSON.parse(line) as LogRecord;
      } catch {
        output.write(line.endsWith('\n') ? line : `${line}\n`);
        return;
      }
      output.write(`${formatLogRecord(record, options)}\n`);
    },
  };
}
