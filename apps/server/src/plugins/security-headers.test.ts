import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { contentSecurityPolicy } from './security-headers';

const INLINE_SCRIPT = "\n      window.__prefetch = fetch('/messages/en.json');\n    ";
const INDEX_HTML = `<!doctype html><html><head><script>${INLINE_SCRIPT}</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

describe('security headers on every answer', () => {
  let t: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'casino-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'assets', 'index-abc.js'), 'console.log(1)');
    t = await createTestApp('pglite', { WEB_DIST_DIR: webDistDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const page = { accept: 'text/html' };
  it.each([
    ['the page', { url: '/', headers: page }, 200],
    ['the SPA fallback', { url: '/pokies/all', headers: page }, 200],
    ['a static file', { url: '/assets/index-abc.js' }, 200],
    ['API JSON', { url: '/api/games/providers' }, 200],
    ['an API error', { url: '/api/no-such-thing' }, 404],
    ['a validation error', { method: 'PUT' as const, url: '/log', payload: {} }, 422],
    ['a malformed address', { url: '/api/games/%E0%A4%A' }, 400],
    ['the API docs', { url: '/api/docs/' }, 200],
    ['the API document', { url: '/api/docs/json' }, 200],
  ])('%s', async (_name, request, status) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(status);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("allows the built page's inline script by its hash, and no other inline script", async () => {
    const csp = String((await t.app.inject({ url: '/', headers: page })).headers['content-security-policy']);
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`));
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('lets a realtime server elsewhere be reached and HTTPS sites stay on HTTPS', () => {
    const policy = contentSecurityPolicy(
      { publicUrl: 'https://casino.example', realtimeUrl: 'wss://rt.casino.example/connection/websocket', webDistDir },
      [],
    );
    expect(policy['connect-src']).toEqual(["'self'", 'wss://rt.casino.example']);
    expect(policy).toHaveProperty('upgrade-insecure-requests');
    const plain = contentSecurityPolicy({ publicUrl: undefined, realtimeUrl: undefined, webDistDir }, []);
    expect(plain).not.toHaveProperty('upgrade-insecure-requests');
  });
});
