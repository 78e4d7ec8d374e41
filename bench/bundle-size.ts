import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import type { Browser, Request } from 'playwright-core';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { registerWebApp } from '../apps/server/src/plugins/web-app';
import { precompress } from '../apps/web/scripts/precompress';
import { reactRouterProductionBuild } from '../apps/web/scripts/react-router-production';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium';
import { startChildServer } from './lib/child-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.join(here, '../apps/web');
const bareRoot = path.join(here, 'fixtures/bare-react');

/** The initial scripts of one page as the browser received them. */
export type PageScripts = {
  files: number;
  /** Response bodies as they crossed the network (compressed when the server compressed them). */
  transferredBytes: number;
  /** The same bodies decoded: the JavaScript the phone has to parse. */
  decodedBytes: number;
  /** Content-Encoding of each answer, counted (`identity` when none). */
  encodings: Record<string, number>;
  /** What the browser offered in Accept-Encoding. */
  acceptEncoding: string;
};

export type BundleFigures = { lobby: PageScripts; bare: PageScripts; ratio: number };

/**
 * Builds both pages with the same Vite (and the same precompression), serves each with the server's own web-app
 * plugin, opens them in Chromium and adds up the bytes of their initial scripts as they came over the wire.
 */
export async function measureBundleSize(): Promise<BundleFigures> {
  const executable = chromiumPath();
  await build({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'warn' });
  // The renderer of the lobby's first screen, as `npm run build` builds it.
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/server/entry-server.tsx' },
  });
  const bareDist = path.join(bareRoot, 'dist');
  await build({
    root: bareRoot,
    configFile: false,
    plugins: [react(), precompress()],
    // The router's production build, as the app's build takes it.
    resolve: { alias: [reactRouterProductionBuild()] },
    logLevel: 'warn',
    build: { outDir: bareDist, emptyOutDir: true },
  });

  const browser = await chromium.launch({
    executablePath: executable,
    args: [...CHROMIUM_FLAGS],
  });
  const app = await startChildServer('app-server.ts');
  const bare = Fastify({ logger: false });
  await registerWebApp(bare, bareDist);
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    // The lobby arrives drawn by the server, so its scripts are counted until the app has taken the page over (the
    // root layout stamps the path it shows), not until the first tiles show.
    const lobby = await scriptsLoadedBy(browser, `${app.address}/`, 'html[data-shown-path] [data-row] [data-game]');
    const baseline = await scriptsLoadedBy(browser, `${bareAddress}/`, 'h1');
    return { lobby, bare: baseline, ratio: lobby.transferredBytes / baseline.transferredBytes };
  } finally {
    await browser.close();
    await app.stop();
    await bare.close();
  }
}

/**
 * The JavaScript a visitor downloads before the page is the app's: every script requested until the ready selector
 * appears. Chunks fetched later on purpose (the realtime client loads when the browser is idle) are not
 * initial and are left out. A fresh browser context each time, so nothing comes from a cache.
 */
async function scriptsLoadedBy(browser: Browser, url: string, readySelector: string): Promise<PageScripts> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const initialScripts: Request[] = [];
  let ready = false;
  page.on('request', (request) => {
    if (!ready && request.resourceType() === 'script') initialScripts.push(request);
  });
  await page.goto(url);
  await page.locator(readySelector).first().waitFor();
  ready = true;
  const scripts = await Promise.all(
    initialScripts.map(async (request) => {
      const response = await request.response();
      if (!response) throw new Error(`no answer for ${request.url()}`);
      await response.finished();
      const [sizes, body, acceptEncoding] = await Promise.all([
        request.sizes(),
        response.body(),
        request.headerValue('accept-encoding'),
      ]);
      const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
      return { transferred: sizes.responseBodySize, decoded: body.length, encoding, acceptEncoding };
    }),
  );
  await context.close();
  const encodings: Record<string, number> = {};
  for (const { encoding } of scripts) encodings[encoding] = (encodings[encoding] ?? 0) + 1;
  return {
    files: scripts.length,
    transferredBytes: scripts.reduce((sum, script) => sum + script.transferred, 0),
    decodedBytes: scripts.reduce((sum, script) => sum + script.decoded, 0),
    encodings,
    acceptEncoding: scripts[0]?.acceptEncoding ?? '',
  };
}
