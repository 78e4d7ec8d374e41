import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Browser, Request } from 'playwright-core';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startChildServer } from './lib/child-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.join(here, '../apps/web');
const bareRoot = path.join(here, 'fixtures/bare-react');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type BundleFigures = { lobbyGzipKb: number; bareGzipKb: number; ratio: number; lobbyFiles: number };

/** Builds both pages with the same Vite, opens each in Chromium and adds up the gzip size of their initial scripts. */
export async function measureBundleSize(): Promise<BundleFigures> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`);
  await build({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'warn' });
  await build({
    root: bareRoot,
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: path.join(bareRoot, 'dist'), emptyOutDir: true },
  });

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const app = await startChildServer('app-server.ts');
  const bare = await serveStatic(path.join(bareRoot, 'dist'));
  try {
    const lobby = await scriptsLoadedBy(browser, `${app.address}/`, '[data-row] [data-game]');
    const baseline = await scriptsLoadedBy(browser, bare.url, 'h1');
    return {
      lobbyGzipKb: lobby.gzipBytes / 1024,
      bareGzipKb: baseline.gzipBytes / 1024,
      ratio: lobby.gzipBytes / baseline.gzipBytes,
      lobbyFiles: lobby.files,
    };
  } finally {
    await browser.close();
    await app.stop();
    bare.close();
  }
}

/**
 * The JavaScript a visitor downloads before the page shows its content: every script requested until the ready
 * selector appears. Chunks fetched later on purpose (the realtime client loads when the browser is idle) are not
 * initial and are left out.
 */
async function scriptsLoadedBy(browser: Browser, url: string, readySelector: string) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const initialScripts: Request[] = [];
  let ready = false;
  page.on('request', (request) => {
    if (!ready && request.resourceType() === 'script') initialScripts.push(request);
  });
  await page.goto(url);
  await page.locator(readySelector).first().waitFor();
  ready = true;
  const bodies = await Promise.all(
    initialScripts.map(async (request) => (await request.response())?.body() ?? Buffer.alloc(0)),
  );
  await page.close();
  return { files: bodies.length, gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) };
}

async function serveStatic(root: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const requested = path.join(root, decodeURIComponent((request.url ?? '/').split('?')[0]!));
    const file = existsSync(requested) && statSync(requested).isFile() ? requested : path.join(root, 'index.html');
    const type = file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.html')
        ? 'text/html'
        : 'application/octet-stream';
    response.writeHead(200, { 'content-type': type });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
