import type { FastifyRequest } from 'fastify';
import { requestOrigin } from '../../lib/site-url';

/**
 * Whether a WebSocket upgrade may go ahead: from a page of the server's own origin (as the request addressed it, so
 * the Vite dev server's proxy and a plain `npm start` work unconfigured) or of the site's public origin. A client that
 * sends no Origin at all is not a browser page (the Centrifugo node client, server-to-server, tests) and carries no
 * victim's cookies, so it is let through like the CSRF check lets it through.
 */
export function isAllowedOrigin(request: FastifyRequest, siteOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === siteOrigin || origin === requestOrigin(request);
}
