import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** Where the game page's frame points: `/studio/?session=…&locale=…` (the studio's launch URL). */
export const STUDIO_PREFIX = '/studio';

/** Files under assets/ carry a content hash in their name: a changed file is a new URL, so they never go stale. */
const HASHED_ASSETS_DIR = `assets${path.sep}`;

/**
 * Serves the built game front ends (apps/studio) at /studio/, the way the lobby is served: brotli or gzip copies when
 * the browser takes them, hashed assets cached for a year, index.html revalidated every time so a new release reaches
 * the next launch. Registered before the lobby, in its own scope, so its not-found answers stay its own: a missing
 * game file must never come back as the lobby's page inside the game frame.
 */
export async function registerStudioWeb(app: FastifyInstance, studioDistDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(studioDistDir, 'index.html'));
  if (!hasBuild) app.log.warn({ studioDistDir }, 'game front ends are not built: run `npm run build`');

  await app.register(
    async (studio) => {
      // `/studio` without the slash would resolve the page's relative asset URLs one folder too high.
      studio.get('', async (request, reply) => {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${STUDIO_PREFIX}/${query}`, 301);
      });

      if (hasBuild) {
        await studio.register(fastifyStatic, {
          root: studioDistDir,
          prefix: '/',
          // The lobby's static plugin owns reply.sendFile; this one only serves its own folder.
          decorateReply: false,
          wildcard: true,
          index: ['index.html'],
          preCompressed: true,
          setHeaders: (reply, filePath) => {
            const hashed = path.relative(studioDistDir, filePath).startsWith(HASHED_ASSETS_DIR);
            reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          },
        });
      }

      studio.setNotFoundHandler(async (request, reply) => {
        if (!hasBuild && request.method === 'GET') {
          return reply
            .type('text/plain')
            .status(503)
            .send('The game front ends are not built yet. Run `npm run build`.');
        }
        throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: STUDIO_PREFIX },
  );
}
