import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const API_PREFIXES = ['/api/', '/messages/', '/assets/games/', '/assets/providers/', '/connection/'];

/** Files under assets/ carry a content hash in their name: a changed file is a new URL, so they never go stale. */
const HASHED_ASSETS_DIR = `assets${path.sep}`;

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and every other
 * browser navigation answered with index.html so client-side routes survive a reload. Each file goes out as the
 * brotli or gzip copy the build wrote beside it when the browser accepts one (a phone on a slow network downloads
 * a quarter of the bytes), else as it is; `Vary: Accept-Encoding` keeps shared caches from mixing the variants.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Looked up per request rather than listed at start-up, so a rebuilt web app is served without a restart.
      wildcard: true,
      // `/` gets index.html from here; other client-side routes fall through to the not-found handler below. A list,
      // not a string: with precompressed files @fastify/static looks the index up only in a list.
      index: ['index.html'],
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(webDistDir, filePath).startsWith(HASHED_ASSETS_DIR);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app is not built: run `npm run build` to serve the casino');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsPage = request.method === 'GET' && !isApi && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
    if (!hasBuild) {
      return reply.type('text/plain').status(503).send('The web app is not built yet. Run `npm run build`.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
