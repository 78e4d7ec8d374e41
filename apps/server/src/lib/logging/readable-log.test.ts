import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { LogRecord } from './readable-log';
import { createReadableLogStream, formatLogRecord } from './readable-log';
import { OneLinePerRequest } from './request-log';

const TIME = new Date(2026, 10, 23, 21, 5, 9).getTime();

/** A server logging as the real one does, into an array. */
async function loggingServer(format: 'json' | 'pretty') {
  const lines: string[] = [];
  const sink = { write: (text: string) => lines.push(...text.split('\n').filter(Boolean)) };
  const app = Fastify({
    logger: { level: 'info', stream: format === 'pretty' ? createReadableLogStream(sink) : sink },
    logController: new OneLinePerRequest(),
  });
  app.get('/api/games', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('the readable log line', () => {
  it('says a request in one line: method, address, status and duration', () => {
    const record = {
      level: 30,
      time: TIME,
      pid: 1,
      hostname: 'box',
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/games?page=2', host: 'localhost', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'request completed',
    };
    expect(formatLogRecord(record)).toBe('21:05:09 GET /api/games?page=2 200 12ms');
    expect(formatLogRecord({ ...record, responseTime: 0.42 })).toBe('21:05:09 GET /api/games?page=2 200 0.4ms');
  });

  it('labels levels other than INFO and shows fields as key=JSON', () => {
    const record = { level: 40, time: TIME, msg: 'web app is not built', webDistDir: '/srv/web dist', port: 3000 };
    expect(formatLogRecord(record)).toBe('21:05:09 WARN web app is not built webDistDir="/srv/web dist" port=3000');
    expect(formatLogRecord({ level: 30, time: TIME, msg: 'casino listening on http://127.0.0.1:3000' })).toBe(
      '21:05:09 casino listening on http://127.0.0.1:3000',
    );
  });

  it("puts an error's stack on indented lines below", () => {
    const record: LogRecord = {
      level: 50,
      time: TIME,
      msg: 'unhandled error',
      reqId: 'req-7',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (app.ts:1:1)' },
    };
    expect(formatLogRecord(record).split('\n')).toEqual([
      '21:05:09 ERROR unhandled error reqId="req-7"',
      '    Error: boom',
      '        at handler (app.ts:1:1)',
    ]);
  });

  it('colours the status only when asked to', () => {
    const record = {
      level: 30,
      time: TIME,
      req: { method: 'GET', url: '/x' },
      res: { statusCode: 503 },
      responseTime: 3,
    };
    expect(formatLogRecord(record, { color: true })).toContain('\u001b[31m503\u001b[0m');
    expect(formatLogRecord(record)).not.toContain('\u001b');
  });
});

describe('request logging', () => {
  it('writes one JSON record per request, with the fields of the two lines Fastify wrote before', async () => {
    const { app, lines } = await loggingServer('json');
    await app.inject({ url: '/api/games?page=2' });
    await app.close();
    const requests = lines.map((line) => JSON.parse(line)).filter((record) => record.msg === 'request completed');
    expect(lines.filter((line) => line.includes('incoming request'))).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      req: { method: 'GET', url: '/api/games?page=2', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('writes one readable line per request in development, and keeps the error of a failed one', async () => {
    const { app, lines } = await loggingServer('pretty');
    await app.inject({ url: '/api/games' });
    await app.inject({ url: '/broken' });
    await app.close();
    const requestLines = lines.filter((line) => /^\d\d:\d\d:\d\d GET /.test(line));
    expect(requestLines).toHaveLength(2);
    expect(requestLines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/games 200 \d+(\.\d)?ms$/);
    expect(requestLines[1]).toMatch(/^\d\d:\d\d:\d\d GET \/broken 500 \d+(\.\d)?ms$/);
    expect(lines.some((line) => line.includes('ERROR boom'))).toBe(true);
    expect(lines).toContain('    Error: boom');
  });
});
