import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityHeaders, registerSecurityHeaders } from './security-headers';
import { registerWebApp } from './web-app';

const INDEX_HTML = '<!doctype html><html><head><title>casino</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A built web app as `vite build` leaves it: every text file with its brotli and gzip copies beside it. */
function writeBuild(dir: string): void {
  mkdirSync(path.join(dir, 'assets'));
  const files = { 'index.html': INDEX_HTML, 'assets/index-abc123.js': SCRIPT };
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), body);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
  }
  // Built without copies (a file too small to gain from compression): always sent as it is.
  writeFileSync(path.join(dir, 'assets', 'tiny-def456.css'), 'a{}');
}

describe('the web app as files', () => {
  let app: FastifyInstance;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'casino-web-'));
    writeBuild(webDistDir);
    app = Fastify({ logger: false });
    registerSecurityHeaders(app, createSecurityHeaders({ publicUrl: undefined, realtimeUrl: undefined, webDistDir }));
    await registerWebApp(app, webDistDir);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const script = (acceptEncoding?: string) =>
    app.inject({
      url: '/assets/index-abc123.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const response = await script('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await script('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['only identity', 'identity'],
    ['brotli and gzip refused', 'br;q=0, gzip;q=0'],
  ])('sends the file as it is with %s', async (_name, acceptEncoding) => {
    const response = await script(acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it('sends a file built without copies as it is, whatever the browser accepts', async () => {
    const response = await app.inject({ url: '/assets/tiny-def456.css', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.body).toBe('a{}');
  });

  it('caches hashed assets for a year, in every encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      expect((await script(acceptEncoding)).headers['cache-control'], acceptEncoding).toBe(IMMUTABLE);
    }
  });

  it('compresses the page, and has browsers revalidate it at every visit', async () => {
    const requests = [
      { url: '/', accept: 'text/html' },
      // Not a browser navigation (curl, fetch): `/` is still the page, from the static files rather than the fallback.
      { url: '/', accept: '*/*' },
      { url: '/pokies/all', accept: 'text/html' },
    ];
    for (const { url, accept } of requests) {
      const response = await app.inject({ url, headers: { accept, 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('keeps the security headers on compressed answers', async () => {
    for (const response of [await script('br'), await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })]) {
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
