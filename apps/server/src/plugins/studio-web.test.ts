import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../server-paths';
import { createSecurityHeaders, inlineScriptHashes, registerSecurityHeaders } from './security-headers';
import { registerStudioWeb } from './studio-web';
import { registerWebApp } from './web-app';

const STUDIO_HTML = '<!doctype html><html><head><title>studio</title></head><body><div id="root"></div></body></html>';
const LOBBY_HTML = '<!doctype html><html><head><title>lobby</title></head><body></body></html>';
const SCRIPT = `export const tiles = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `tile ${i}`))};`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function writeFiles(dir: string, files: Record<string, string>): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), body);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
  }
}

async function buildServer(studioDistDir: string, webDistDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app, createSecurityHeaders({ publicUrl: undefined, realtimeUrl: undefined, webDistDir }));
  await registerStudioWeb(app, studioDistDir);
  await registerWebApp(app, webDistDir);
  await app.ready();
  return app;
}

describe('the game front ends as files', () => {
  let app: FastifyInstance;
  let studioDistDir: string;
  let webDistDir: string;
  beforeAll(async () => {
    studioDistDir = mkdtempSync(path.join(tmpdir(), 'casino-studio-'));
    webDistDir = mkdtempSync(path.join(tmpdir(), 'casino-web-'));
    writeFiles(studioDistDir, { 'index.html': STUDIO_HTML, 'assets/index-abc123.js': SCRIPT });
    writeFiles(webDistDir, { 'index.html': LOBBY_HTML });
    app = await buildServer(studioDistDir, webDistDir);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(studioDistDir, { recursive: true, force: true });
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('serves the studio page at /studio/, compressed and revalidated at every launch', async () => {
    const response = await app.inject({
      url: '/studio/?session=abc&locale=de',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(STUDIO_HTML);
    // Framed by the game page on the same origin, and by nobody else.
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({
      url: '/studio/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('adds the missing slash, keeping the session and locale', async () => {
    const response = await app.inject({ url: '/studio?session=abc&locale=de' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/studio/?session=abc&locale=de');
  });

  it('answers a missing game file with a 404, never with the lobby page', async () => {
    const response = await app.inject({ url: '/studio/assets/gone-000.js', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('lobby');
  });

  it('leaves the lobby where it was', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LOBBY_HTML);
  });
});

describe('without a studio build', () => {
  it('says the game front ends are not built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'casino-studio-empty-'));
    const app = await buildServer(empty, empty);
    const response = await app.inject({ url: '/studio/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/not built/);
    await app.close();
    rmSync(empty, { recursive: true, force: true });
  });
});

const builtStudio = path.join(repoRoot, 'apps/studio/dist');

describe.skipIf(!existsSync(path.join(builtStudio, 'index.html')))('the built studio', () => {
  it('runs under the site’s content security policy: no inline scripts, assets from /studio/', async () => {
    const html = readFileSync(path.join(builtStudio, 'index.html'), 'utf8');
    expect(inlineScriptHashes(builtStudio)).toEqual([]);
    expect(html).toMatch(/<script type="module" crossorigin src="\/studio\/assets\/[^"]+\.js">/);
    const app = await buildServer(builtStudio, builtStudio);
    const response = await app.inject({ url: '/studio/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const script = /src="(\/studio\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const asset = await app.inject({ url: script, headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    await app.close();
  });
});
