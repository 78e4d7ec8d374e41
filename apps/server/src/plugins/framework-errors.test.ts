import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

/** Sends raw bytes (what no HTTP client library would send) and returns everything the server wrote back. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('answers given before any route runs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it.each([
    ['PROPFIND', '/api/games_filter', 404, 'NOT_FOUND'],
    ['GET', '/api/games/%E0%A4%A', 400, 'BAD_REQUEST'],
    ['GET', `/api/games/studio/${'a'.repeat(150)}`, 404, 'NOT_FOUND'],
    ['GET', '/connection/websocket', 426, 'UPGRADE_REQUIRED'],
  ] as const)('%s %s is a %i %s in the error shape', async (method, url, status, code) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code, message: expect.any(String) } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a request Node cannot parse (an unknown method) in the error shape too', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const answer = await rawExchange(
      Number(new URL(address).port),
      'FOO /api/games_filter HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body ?? '')).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String) } });
  });
});
