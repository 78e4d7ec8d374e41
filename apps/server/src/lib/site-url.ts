import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * The origin the request was addressed to (`http://localhost`, default port dropped), or null for a bad Host or a
 * scheme other than http and https: behind a trusted proxy the scheme is its `X-Forwarded-Proto`, and a junk one
 * (`null`, `javascript`) would make an opaque origin every later URL built on it fails on.
 */
export function requestOrigin(request: FastifyRequest): string | null {
  if (request.protocol !== 'http' && request.protocol !== 'https') return null;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The base of links in e-mails, from configuration only: PUBLIC_URL, else (development; production requires
 * PUBLIC_URL) this server on localhost. Never the request's Host header: a reminder requested with a forged Host would
 * otherwise mail the player a reset link to the requester's site.
 */
export function mailLinkBaseUrl(publicUrl: string | undefined, port: number): string {
  return publicUrl ? publicUrl.replace(/\/+$/, '') : `http://localhost:${port}`;
}

/**
 * The site's public base URL (no trailing slash) for what goes back to the caller only: social sign-in redirects and
 * the realtime URL. PUBLIC_URL when configured, else the origin the request was addressed to.
 */
export function siteUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const origin = requestOrigin(request);
  if (!origin) throw new AppError('BAD_REQUEST', 'The Host header is not a valid host');
  return origin;
}
