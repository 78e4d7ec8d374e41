import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { requestOrigin } from '../lib/site-url';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Cross-site request forgery protection for every state-changing call.
 *
 * The session cookie is SameSite=Lax, so browsers already leave it off cross-site POST/PUT/PATCH/DELETE. This
 * check closes what Lax leaves open — sibling subdomains count as "same site" for cookies, and older browsers
 * ignore SameSite — by refusing any browser request whose Origin (or, without one, Referer) is not this site, and
 * any request the browser itself labels cross-site (Sec-Fetch-Site). A request with none of these headers is not
 * from a browser page (curl, server-to-server, tests), and such a client cannot carry a victim's cookie anyway.
 */
export function registerCsrfProtection(app: FastifyInstance, publicUrl: string | undefined): void {
  // Parsed once rather than per request: every lobby page (POST /api/games_filter) passes through this hook.
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  const siteOrigin = (request: FastifyRequest) => publicOrigin ?? requestOrigin(request);

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const claimed = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    const labelledCrossSite = fetchSite === 'cross-site' || fetchSite === 'same-site';
    if (labelledCrossSite || (claimed !== null && claimed !== siteOrigin(request))) {
      throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests are not accepted');
    }
  });
}
