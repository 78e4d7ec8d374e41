import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstScreenLimits } from './first-screen';
import { registerWebApp } from './web-app';

/** The parts of the built index.html the renderer fills in. */
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>casino</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-4.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
  '<body><div id="root"></div></body></html>';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], isEntry: true },
  'src/page.tsx': { file: 'assets/page-2.js', css: ['assets/page-2.css'], imports: ['_shared.js', 'index.html'] },
  '_shared.js': { file: 'assets/shared-3.js', css: ['assets/shared-3.css', 'assets/index-1.css'] },
  'src/modal.tsx': { file: 'assets/modal-5.js', css: ['assets/modal-5.css'], imports: ['_shared.js', 'index.html'] },
  'src/part.tsx': { file: 'assets/part-6.js', css: ['assets/part-6.css'], imports: ['_shared.js', 'index.html'] },
};

const STYLES = {
  'assets/index-1.css': 'body{margin:0}',
  'assets/page-2.css': '.page{color:red}',
  'assets/part-6.css': '.part{color:gold}',
  // A stylesheet trying to close the element it is inlined in.
  'assets/shared-3.css': '.shared::after{content:"</style><script>alert(1)</script>"}',
};

/**
 * A renderer as the web app's build leaves it (apps/web/src/server/entry-server.tsx): this one draws what it was
 * given, and what one of the app's calls answered, so the test sees exactly what crossed from the server to it.
 */
const ENTRY_SERVER = `
export async function renderFirstScreen({ url, hostname, cookies, device, fetch }) {
  if (url.startsWith('/drawn-in-browser')) return null;
  if (url.startsWith('/broken')) throw new Error('the renderer broke');
  if (url.startsWith('/slow')) return new Promise(() => {});
  const answer = await fetch('/api/echo?from=render', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ asked: url }),
  });
  const call = await answer.json();
  return {
    html: '<main data-page="' + url + '">' + device + ' ' + hostname + '</main>',
    locale: url.startsWith('/de') ? 'de' : 'en',
    pageModule: 'src/page.tsx',
    ...(url.startsWith('/cashbox') ? { modalModules: ['src/modal.tsx'] } : {}),
    ...(url.startsWith('/en-AU') ? { partModules: ['src/part.tsx'] } : {}),
    state: { call, cookies, trap: '</script><script>alert(1)</script>' },
  };
}
`;

function writeBuild(root: string): string {
  const webDistDir = path.join(root, 'dist');
  mkdirSync(path.join(webDistDir, '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDistDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), ENTRY_SERVER);
  mkdirSync(path.join(webDistDir, 'assets'));
  for (const [file, css] of Object.entries(STYLES)) writeFileSync(path.join(webDistDir, file), css);
  return webDistDir;
}

/**
 * A server with the web app registered over a build written to a temporary folder, for the tests of one `describe`:
 * `addRoutes` adds the API the renderer calls. Closed and removed after them.
 */
function useBuiltWebApp(limits: FirstScreenLimits, addRoutes: (app: FastifyInstance) => void) {
  const built = {} as { app: FastifyInstance; root: string };
  beforeAll(async () => {
    built.root = mkdtempSync(path.join(tmpdir(), 'casino-first-screen-'));
    built.app = Fastify({ logger: false });
    addRoutes(built.app);
    await registerWebApp(built.app, writeBuild(built.root), limits);
    await built.app.ready();
  });
  afterAll(async () => {
    await built.app?.close();
    rmSync(built.root, { recursive: true, force: true });
  });
  return built;
}

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('the first screen rendered on the server', () => {
  const built = useBuiltWebApp({ budgetMs: 300 }, (app) => {
    // What the app's call saw of the visitor's request.
    app.post('/api/echo', async (request) => ({
      body: request.body,
      query: request.query,
      cookie: request.headers.cookie ?? null,
      country: request.headers['cf-ipcountry'] ?? null,
      origin: request.headers.origin ?? null,
      fetchSite: request.headers['sec-fetch-site'] ?? null,
      address: request.ip,
    }));
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    built.app.inject({ url, headers: { accept: 'text/html', host: 'casino.test', ...headers } });

  /** The state the page hands the browser, read as the browser reads it. */
  function stateOf(html: string): Record<string, unknown> {
    const match = /<script type="application\/json" id="first-screen-state">(.*?)<\/script>/s.exec(html);
    if (!match?.[1]) throw new Error('no first-screen state in the page');
    return JSON.parse(match[1]) as Record<string, unknown>;
  }

  it('sends the page with its first screen drawn, its locale, and its own styles and scripts in the head', async () => {
    const response = await page('/de/pokies');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = response.body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<div id="root"><main data-page="/de/pokies">desktop casino.test</main></div>');
  });

  it("names the app's scripts, the page's own among them, for after the first paint instead of loading them", async () => {
    const html = (await page('/pokies')).body;
    expect(html).toContain(
      '<meta name="app-entry" content="/assets/index-1.js" data-modules="/assets/vendor-4.js /assets/page-2.js /assets/shared-3.js">',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
  });

  it("names the scripts of the modal the browser opens over the page with the app's, but not its styles", async () => {
    const html = (await page('/cashbox')).body;
    expect(html).toContain(
      'data-modules="/assets/vendor-4.js /assets/page-2.js /assets/shared-3.js /assets/modal-5.js">',
    );
    expect(html).not.toContain('modal-5.css');
  });

  it("styles a lazy part drawn on the page with it, and names its script with the app's", async () => {
    const html = (await page('/en-AU')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-href="/assets/part-6.css">.part{color:gold}</style>');
    expect(html).toContain(
      'data-modules="/assets/vendor-4.js /assets/page-2.js /assets/shared-3.js /assets/part-6.js">',
    );
    expect(html.match(/shared-3\.js/g)).toHaveLength(1);
  });

  it("inlines the shell's and the page's styles in the head, so the first paint waits for no stylesheet", async () => {
    const html = (await page('/pokies')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-href="/assets/index-1.css">body{margin:0}</style>');
    expect(head).toContain('<style data-href="/assets/page-2.css">.page{color:red}</style>');
    expect(head).toContain('<style data-href="/assets/shared-3.css">');
    // Each sheet's link stays, disabled (a browser fetches none of them), for the app's loader to find.
    const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toMatch(/ disabled>$/);
    expect(html).not.toContain('</style><script>alert(1)');
  });

  it('renders `/` itself, for browsers and for other clients alike', async () => {
    for (const accept of ['text/html', '*/*']) {
      const response = await page('/', { accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.body, accept).toContain('<main data-page="/">');
    }
  });

  it('hands the browser the state as inert JSON that no value can break out of', async () => {
    const html = (await page('/pokies')).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(stateOf(html).trap).toBe('</script><script>alert(1)</script>');
  });

  it("makes the app's calls as the visitor: their cookies, country and address, whatever site they came from", async () => {
    const html = (
      await page('/pokies', {
        cookie: 'session=abc; cookies_accepted=1',
        'cf-ipcountry': 'NZ',
        'x-forwarded-for': '203.0.113.9',
        // Arriving by a link from a search engine: the page's calls are still the site's own.
        'sec-fetch-site': 'cross-site',
        referer: 'https://search.example/',
      })
    ).body;
    const state = stateOf(html);
    expect(state.cookies).toBe('session=abc; cookies_accepted=1');
    expect(state.call).toEqual({
      body: { asked: '/pokies' },
      query: { from: 'render' },
      cookie: 'session=abc; cookies_accepted=1',
      country: 'NZ',
      origin: null,
      fetchSite: null,
      address: '127.0.0.1',
    });
  });

  it('asks the catalogue for mobile games on a phone', async () => {
    expect((await page('/pokies', { 'user-agent': PHONE_AGENT })).body).toContain('>mobile casino.test</main>');
    expect((await page('/pokies', { 'sec-ch-ua-mobile': '?1' })).body).toContain('>mobile casino.test</main>');
  });

  it('compresses the page as the browser accepts, and varies on what the page depends on', async () => {
    const brotli = await page('/pokies', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<main data-page="/pokies">');
    const gzip = await page('/pokies', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<main data-page="/pokies">');
    const refused = await page('/pokies', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('<main data-page="/pokies">');
    for (const response of [brotli, gzip, refused]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers.vary).toMatch(/cookie/i);
    }
  });

  it('renders with the renderer of the build on disk, rebuilt without a restart', async () => {
    const entry = path.join(built.root, 'dist-server', 'entry-server.js');
    writeFileSync(entry, ENTRY_SERVER.replace("'<main data-page=\"'", '\'<main data-build="2" data-page="\''));
    const later = new Date(Date.now() + 5_000);
    utimesSync(entry, later, later);
    expect((await page('/pokies')).body).toContain('<main data-build="2" data-page="/pokies">');
  });

  it.each([
    ['a page drawn in the browser', '/drawn-in-browser'],
    ['a renderer that fails', '/broken'],
    ['a render over its time budget', '/slow'],
  ])('sends the bare shell for %s', async (_name, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });
});

describe('renders in flight', () => {
  const built = useBuiltWebApp({ budgetMs: 100, maxInFlight: 1 }, (app) => {
    app.post('/api/echo', async () => ({}));
  });

  it('sends the bare shell past the limit, counting renders still running after their budget', async () => {
    const page = (url: string) => built.app.inject({ url, headers: { accept: 'text/html' } });
    expect((await page('/pokies')).body).toContain('<main data-page="/pokies">');
    // This render never ends: past its budget the visitor has the bare shell, and the render still holds its place.
    expect((await page('/slow')).body).toBe(INDEX_HTML);
    expect((await page('/pokies')).body).toBe(INDEX_HTML);
  });
});
