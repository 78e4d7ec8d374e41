import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { createFirstScreenRenderer, type FirstScreenLimits } from './first-screen';

const API_PREFIXES = ['/api/', '/messages/', '/assets/games/', '/assets/providers/', '/connection/'];

/** Files under assets/ carry a content hash in their name: a changed file is a new URL, so they never go stale. */
const HASHED_ASSETS_DIR = `assets${path.sep}`;

/**
 * Serves the built single-page app: hashed assets cached for a year, pages never cached, and every browser
 * navigation answered with the app's page so client-side routes survive a reload: its first screen rendered on the
 * server where it can be (first-screen.ts), else index.html as it is. Each file goes out as the
 * brotli or gzip copy the build wrote beside it when the browser accepts one (a phone on a slow network downloads
 * a quarter of the bytes), else as it is; `Vary: Accept-Encoding` keeps shared caches from mixing the variants.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  firstScreen: FirstScreenLimits = {},
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const renderPage = createFirstScreenRenderer(app, webDistDir, firstScreen);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Looked up per request rather than listed at start-up, so a rebuilt web app is served without a restart.
      wildcard: true,
      // Pages are not files: `/` and every client-side route go to `sendPage` below, which renders their first screen.
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(webDistDir, filePath).startsWith(HASHED_ASSETS_DIR);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app is not built: run `npm run build` to serve the casino');
  }

  /** A page of the app: its first screen rendered when it can be, else the bare shell that draws it in the browser. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const rendered = await renderPage(request, reply);
    if (rendered === null) return reply.sendFile('index.html');
    // Drawn for this visitor (their session, their country): for their browser only, never a shared cache.
    return reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(rendered);
  };
  if (hasBuild) app.get('/', sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsPage = request.method === 'GET' && !isApi && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
    if (!hasBuild) {
      return reply.type('text/plain').status(503).send('The web app is not built yet. Run `npm run build`.');
    }
    return sendPage(request, reply);
  });
}
