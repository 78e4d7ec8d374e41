import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInRequired } from '../lib/app-error';
import type { IssuedSession, SessionContext, SessionService } from '../modules/sessions';

/**
 * Over HTTPS the cookie carries the `__Host-` prefix: browsers then only accept it with Secure, Path=/ and no
 * Domain, so neither a sibling subdomain nor a plain-HTTP page can plant or overwrite it.
 */
export const SESSION_COOKIE = 'casino_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

declare module 'fastify' {
  // Module augmentation only works on an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The signed-in player's session, or null for a guest (looked up once per request). */
    currentSession(): Promise<SessionContext | null>;
    /** The session, or a 401 (which the web app answers by logging out). */
    requireUser(): Promise<SessionContext>;
    /** The raw token from the cookie, to end or replace that session. */
    sessionToken(): string | undefined;
    sessionLookup: Promise<SessionContext | null> | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyReply {
    setSessionCookie(session: IssuedSession): void;
    clearSessionCookie(): void;
  }
}

const isSecure = (request: FastifyRequest) => request.protocol === 'https';
const cookieName = (request: FastifyRequest) => (isSecure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** Registers the cookie parser and the session helpers on the root instance (every module sees them). */
export async function registerSessions(app: FastifyInstance, sessions: SessionService): Promise<void> {
  await app.register(cookie);

  app.decorateRequest('sessionLookup', null);
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    const token = this.cookies[cookieName(this)];
    // A well-formed token is 43 base64url characters; anything else is not worth a database lookup.
    return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
  });
  app.decorateRequest('currentSession', function (this: FastifyRequest) {
    const token = this.sessionToken();
    this.sessionLookup ??= token ? sessions.resolve(token) : Promise.resolve(null);
    return this.sessionLookup;
  });
  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const session = await this.currentSession();
    if (!session) throw signInRequired();
    return session;
  });

  app.decorateReply('setSessionCookie', function (this: FastifyReply, session: IssuedSession) {
    const secure = isSecure(this.request);
    this.setCookie(cookieName(this.request), session.token, {
      path: '/',
      httpOnly: true,
      secure,
      // Lax: sent on top-level navigations (links from e-mails, the OpenID provider's redirect back), never on
      // cross-site subrequests or form posts; the Origin check covers the rest.
      sameSite: 'lax',
      expires: session.expiresAt,
    });
    this.request.sessionLookup = Promise.resolve({ sessionId: session.sessionId, userId: session.userId });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    this.clearCookie(cookieName(this.request), { path: '/', httpOnly: true, secure: isSecure(this.request) });
    this.request.sessionLookup = Promise.resolve(null);
  });
}

/**
 * Route hook for calls that need a signed-in player: a guest gets the 401 before the body is even validated, so
 * "any 401 means signed out" holds whatever the guest sent.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  await request.requireUser();
}
