import type { AuthProviderName } from '@casino/contracts';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, safeRedirectPath } from '@casino/contracts';
import * as oidc from 'openid-client';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { addMinutes } from '../../lib/clock';
import { randomToken, sameSecret, tokenHash } from '../../lib/tokens';
import type { UserRow } from '../users';
import { createAccount } from '../player';
import {
  findCountryByCode,
  findEnabledCurrency,
  findUserByEmail,
  findUserById,
  recordSignIn,
  updateUser,
} from '../users';
import type { GeoPolicy } from '../users';
import { revokeUnprovedAccess } from './unproved-access';
import type { Visitor } from '../users';
import type { AuditLog } from '../audit';
import type { IssuedSession, SessionService } from '../sessions';
import type { TwoFactorService } from '../two-factor';
import type { OidcClaims, OidcClient } from './oidc-client';
import {
  deleteExpiredOidcStates,
  findIdentity,
  insertIdentity,
  insertOidcState,
  takeOidcState,
} from './auth-providers.repository';

const STATE_TTL_MINUTES = 10;

function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://site.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

export type CallbackResult = { redirectTo: string; session?: IssuedSession };

export type AuthProvidersService = ReturnType<typeof createAuthProvidersService>;

export function createAuthProvidersService({
  db,
  clock,
  audit,
  sessions,
  geo,
  twoFactor,
  clients,
}: {
  db: Database;
  clock: Clock;
  audit: AuditLog;
  sessions: SessionService;
  geo: GeoPolicy;
  twoFactor: TwoFactorService;
  clients: ReadonlyMap<AuthProviderName, OidcClient>;
}) {
  function clientFor(provider: string): OidcClient {
    const found = clients.get(provider as AuthProviderName);
    if (!found) throw new AppError('NOT_FOUND', `Sign-in with ${provider} is not available`);
    return found;
  }

  /** A player created from a provider account: no password, terms and country still owed (auth_fields_missed). */
  async function createSocialUser(
    provider: AuthProviderName,
    claims: OidcClaims & { email: string },
    visitor: Visitor,
  ): Promise<UserRow> {
    await geo.assertRegistrationAllowed(visitor.country, null);
    const countryCurrency = (await findCountryByCode(db, visitor.country))?.defaultCurrency;
    const currency =
      countryCurrency && (await findEnabledCurrency(db, countryCurrency)) ? countryCurrency : DEFAULT_CURRENCY;
    const licenseName = await geo.licenceForNewAccounts();
    const now = clock();
    // Inside a transaction every query goes through `tx`: PGlite has a single connection, so a query on `db` would
    // wait for the transaction that is waiting for it.
    return db.transaction(async (tx) => {
      const user = await createAccount(tx, {
        email: claims.email,
        firstName: claims.givenName,
        lastName: claims.familyName,
        currency,
        locale: DEFAULT_LOCALE,
        licenseName,
        // The provider vouched for the address.
        confirmedAt: now,
        registrationIp: visitor.ip,
        registrationCountry: visitor.country,
        createdAt: now,
        updatedAt: now,
      });
      if (!user) throw new AppError('CONFLICT', 'An account with this e-mail address already exists');
      await insertIdentity(tx, {
        userId: user.id,
        provider,
        subject: claims.subject,
        email: user.email,
        createdAt: now,
      });
      await audit.record(
        'registered',
        { userId: user.id, email: user.email, origin: visitor, details: { provider } },
        tx,
      );
      return user;
    });
  }

  /**
   * The account a provider identity signs in to: linked before, or matched by verified e-mail, or new. Whether an
   * existing account may sign in this way is settled here, before anything is linked: an identity must not attach
   * itself to an account it may not sign in to. A new account has no second factor and the site's own licence.
   */
  async function accountFor(provider: AuthProviderName, claims: OidcClaims, visitor: Visitor): Promise<UserRow> {
    const linked = await findIdentity(db, provider, claims.subject);
    const linkedUser = linked && (await findUserById(db, linked.userId));
    if (linkedUser) {
      await assertSocialSignInAllowed(linkedUser);
      return linkedUser;
    }
    // Without a verified address the provider cannot vouch for whose account this is.
    if (!claims.email || !claims.emailVerified) {
      throw new AppError('FORBIDDEN', 'The provider did not confirm an e-mail address');
    }
    const existing = await findUserByEmail(db, claims.email);
    if (!existing) return createSocialUser(provider, { ...claims, email: claims.email }, visitor);
    if (existing.confirmedAt) {
      await assertSocialSignInAllowed(existing);
      await db.transaction((tx) => link(tx, existing.id, provider, claims, visitor));
      return existing;
    }
    // A second factor on an account that never proved its address does not hold the owner back: the claim removes
    // it. The licence still does.
    await geo.assertLicenceServed(existing.licenseName);
    return claimUnconfirmed(existing, provider, claims, visitor);
  }

  /**
   * Links the identity to the account registered under its verified address, which that account never confirmed:
   * it was opened by someone who did not prove they own it, possibly a stranger who signed up with the owner's
   * address in advance, waiting for the owner to start using the account. The provider has now proved who owns the
   * address, so the unproved password, every session opened with it, and the second factor and provider links added
   * without the proof end here (a squatter's link would also take the owner's provider slot); the owner can set a
   * password with the reminder.
   */
  async function claimUnconfirmed(
    user: UserRow,
    provider: AuthProviderName,
    claims: OidcClaims,
    visitor: Visitor,
  ): Promise<UserRow> {
    return db.transaction(async (tx) => {
      await revokeUnprovedAccess(tx, audit, user, visitor, 'provider_claim');
      await link(tx, user.id, provider, claims, visitor);
      const now = clock();
      const claimed = await updateUser(tx, user.id, { passwordHash: null, confirmedAt: now }, now);
      await sessions.endAllOfUser(tx, user.id);
      await audit.record(
        'email_confirmed',
        { userId: user.id, email: user.email, origin: visitor, details: { provider } },
        tx,
      );
      return claimed;
    });
  }

  async function assertSocialSignInAllowed(user: UserRow): Promise<void> {
    // A provider sign-in would bypass the second factor; those players sign in with password and code.
    if (await twoFactor.isEnabled(user.id)) {
      throw new AppError('OTP_REQUIRED', 'Sign in with your password and authenticator code');
    }
    await geo.assertLicenceServed(user.licenseName);
  }

  async function signIn(
    provider: AuthProviderName,
    claims: OidcClaims,
    visitor: Visitor,
    replacingSession: string | undefined,
  ): Promise<IssuedSession> {
    await geo.assertLoginAllowed(visitor.country);
    const user = await accountFor(provider, claims, visitor);
    const now = clock();
    return db.transaction(async (tx) => {
      await recordSignIn(tx, user.id, now);
      const issued = await sessions.start(user.id, visitor, replacingSession, tx);
      await audit.record(
        'social_sign_in',
        { userId: user.id, email: user.email, origin: visitor, details: { provider } },
        tx,
      );
      return issued;
    });
  }

  /** Pass the caller's transaction: the identity and its audit entry commit together. */
  async function link(
    tx: Transaction,
    userId: number,
    provider: AuthProviderName,
    claims: OidcClaims,
    visitor: Visitor,
  ) {
    const existing = await findIdentity(tx, provider, claims.subject);
    if (existing && existing.userId !== userId) {
      throw new AppError('CONFLICT', 'This account is already linked to another player');
    }
    if (existing) return;
    const linked = await insertIdentity(tx, {
      userId,
      provider,
      subject: claims.subject,
      email: claims.email,
      createdAt: clock(),
    });
    if (!linked) throw new AppError('CONFLICT', `Another ${provider} account is already linked`);
    await audit.record('identity_linked', { userId, origin: visitor, details: { provider } }, tx);
  }

  return {
    /**
     * Starts sign-in (no session) or linking (`userId`): stores PKCE verifier and nonce under the state's hash and
     * returns the provider URL plus the state, which the browser keeps in a cookie to prove the callback is its own.
     */
    async start(
      provider: string,
      params: { userId: number | null; redirect: string | undefined; siteUrl: string },
    ): Promise<{ url: string; state: string }> {
      const client = clientFor(provider);
      const state = randomToken();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await db.transaction((tx) =>
        insertOidcState(tx, {
          stateHash: tokenHash(state),
          provider: client.name,
          codeVerifier,
          nonce,
          userId: params.userId,
          redirectPath: safeRedirectPath(params.redirect),
          expiresAt: addMinutes(clock(), STATE_TTL_MINUTES),
        }),
      );
      const url = await client.authorizationUrl({
        redirectUri: client.redirectUri(params.siteUrl),
        state,
        nonce,
        codeVerifier,
      });
      return { url: url.toString(), state };
    },

    /**
     * The provider's redirect back. Never throws at the browser: failures go back to the site with
     * `auth_error=<code>`, since this is a page navigation, not an API call.
     */
    async callback(
      provider: string,
      params: {
        callbackUrl: URL;
        cookieState: string | undefined;
        siteUrl: string;
        visitor: Visitor;
        replacingSession: string | undefined;
        log: (error: unknown) => void;
      },
    ): Promise<CallbackResult> {
      const queryState = params.callbackUrl.searchParams.get('state') ?? '';
      // Login CSRF: the callback must come back to the browser that started it.
      const stored =
        params.cookieState && queryState && sameSecret(queryState, params.cookieState)
          ? await db.transaction((tx) => takeOidcState(tx, tokenHash(queryState)))
          : undefined;
      if (!stored || stored.provider !== provider || stored.expiresAt <= clock()) {
        return { redirectTo: withQuery('/', { auth_error: 'TOKEN_INVALID' }) };
      }
      const fail = (code: string) => ({ redirectTo: withQuery(stored.redirectPath, { auth_error: code }) });
      try {
        const client = clientFor(provider);
        const claims = await client.claims({
          callbackUrl: params.callbackUrl,
          redirectUri: client.redirectUri(params.siteUrl),
          state: queryState,
          nonce: stored.nonce,
          codeVerifier: stored.codeVerifier,
        });
        if (stored.userId !== null) {
          const userId = stored.userId;
          await db.transaction((tx) => link(tx, userId, client.name, claims, params.visitor));
          return { redirectTo: stored.redirectPath };
        }
        const session = await signIn(client.name, claims, params.visitor, params.replacingSession);
        return { redirectTo: stored.redirectPath, session };
      } catch (error) {
        if (error instanceof AppError) return fail(error.code);
        params.log(error);
        return fail('BAD_REQUEST');
      }
    },

    sweep: () => db.transaction((tx) => deleteExpiredOidcStates(tx, clock())),
  };
}
