import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The origin the request was addressed to (`http://localhost`, default port dropped), or null for a bad Host. */
export function requestOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The site's public base URL (no trailing slash) for links in e-mails and redirects. PUBLIC_URL when configured —
 * production requires it, because the request's Host header is chosen by the caller and a reset link must never
 * point at a host an attacker picked.
 */
export function siteUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const origin = requestOrigin(request);
  if (!origin) throw new AppError('BAD_REQUEST', 'The Host header is not a valid host');
  return origin;
}
