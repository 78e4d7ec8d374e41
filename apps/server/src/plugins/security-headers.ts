import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export type SecurityHeaderOptions = {
  /** PUBLIC_URL: over HTTPS the browser is also told to stay on HTTPS (HSTS) and to upgrade stray http: loads. */
  publicUrl: string | undefined;
  /** REALTIME_URL, when the WebSocket lives on another origin (a Centrifugo cluster). */
  realtimeUrl: string | undefined;
  /** The built web app: its index.html's inline scripts are allowed by their hashes. */
  webDistDir: string;
};

/**
 * `'sha256-…'` sources of the inline scripts of the built index.html (the messages prefetch). Read from the built file
 * rather than written down, so the policy never drifts from the page: a rebuilt web app needs a restart only when
 * that inline script changed.
 */
export function inlineScriptHashes(webDistDir: string): string[] {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/**
 * The Content-Security-Policy of every answer, in one place. Everything comes from this origin: scripts (plus the
 * hashed inline prefetch), styles (inline ones too: React and the artwork set style attributes), images (plus data:
 * URLs: the favicon, the two-factor QR code), connections (plus the realtime origin when it lives elsewhere). Frames:
 * only same-origin ones (the game frames), and only this site may frame our pages (clickjacking).
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions, scriptHashes: readonly string[]) {
  const https = options.publicUrl?.startsWith('https:') ?? false;
  const realtimeOrigin = options.realtimeUrl ? new URL(options.realtimeUrl).origin : undefined;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(realtimeOrigin ? [realtimeOrigin] : [])],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    // Over plain HTTP (development, tests) an upgrade would send every load to a port that does not speak TLS.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export type ApplySecurityHeaders = (request: IncomingMessage, response: ServerResponse) => void;

/** Sets the security headers on a response; used by the hook below and by the answers Fastify gives before routing. */
export function createSecurityHeaders(options: SecurityHeaderOptions): ApplySecurityHeaders {
  const https = options.publicUrl?.startsWith('https:') ?? false;
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(options, inlineScriptHashes(options.webDistDir)),
    },
    // The browser default. `no-referrer` would make browsers send `Origin: null` on our own POSTs, which the CSRF
    // check (rightly) refuses.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    // HSTS only means something over HTTPS; subdomains are the operator's to decide, so they are left out.
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
  });
  return (request, response) =>
    middleware(request, response, (error) => {
      if (error) throw error;
    });
}

/** Every routed answer — API JSON, errors, static files, the SPA fallback, the API docs — gets the headers. */
export function registerSecurityHeaders(app: FastifyInstance, apply: ApplySecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw);
    done();
  });
}
