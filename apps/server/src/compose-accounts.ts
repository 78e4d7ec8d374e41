import type { AuthProviderName } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import { createSecretBox } from './lib/secret-box';
import { mailLinkBaseUrl } from './lib/site-url';
import type { AccountsDeps } from './modules/accounts';
import {
  accountsRoutes,
  createConfirmationService,
  createPasswordService,
  createRegistrationService,
  createSignInService,
  deleteStaleAuthTokens,
  passwordChangeRoutes,
} from './modules/accounts';
import { createAuthThrottle, createGeoPolicy } from './modules/users';
import { createAuditLog } from './modules/audit';
import {
  authProvidersRoutes,
  createAuthProvidersService,
  createLinkedProvidersService,
  createOidcClient,
} from './modules/auth-providers';
import type { OidcClient } from './modules/auth-providers';
import { captchaRoutes, createCaptchaService } from './modules/captcha';
import { createFraudChecksService, fraudChecksRoutes } from './modules/fraud-checks';
import { createMailer, devMailboxRoutes, startDevMailbox } from './modules/mail';
import type { Mailer } from './modules/mail';
import type { GeoOptions } from './modules/geo';
import { createProfileService, playerRoutes } from './modules/player';
import type { Outbox } from './modules/outbox';
import type { ReferenceService } from './modules/reference';
import { createSessionService } from './modules/sessions';
import type { SessionService } from './modules/sessions';
import { assertNotExcluded, assertSignInAllowed } from './modules/user-limits';
import { createTwoFactorService, twoFactorRoutes } from './modules/two-factor';
import { registerSessions } from './plugins/session';
import { siteSecret } from './site-secret';

/** The OpenID Connect providers this server has credentials for. */
export function oidcClients(config: AppConfig): OidcClient[] {
  if (!config.OIDC_GOOGLE_CLIENT_ID || !config.OIDC_GOOGLE_CLIENT_SECRET) return [];
  return [
    createOidcClient({
      name: 'google_oauth2',
      issuer: config.OIDC_GOOGLE_ISSUER,
      clientId: config.OIDC_GOOGLE_CLIENT_ID,
      clientSecret: config.OIDC_GOOGLE_CLIENT_SECRET,
      redirectUrl: config.OIDC_GOOGLE_REDIRECT_URL,
    }),
  ];
}

/** SMTP_URL when set; otherwise the development mailbox, started here and closed with the app. */
async function mailerFor(app: FastifyInstance, config: AppConfig, db: Database): Promise<Mailer> {
  let smtpUrl = config.SMTP_URL;
  if (!smtpUrl) {
    const mailbox = await startDevMailbox({ db, port: config.MAILBOX_PORT, logger: app.log });
    app.addHook('onClose', () => mailbox.close());
    await app.register(devMailboxRoutes, { db, adminToken: config.ADMIN_TOKEN });
    smtpUrl = mailbox.smtpUrl;
  }
  const mailer = createMailer({ smtpUrl, from: config.MAIL_FROM, logger: app.log });
  // Let background sends finish before the mailbox or the process goes away.
  app.addHook('preClose', () => mailer.idle());
  app.addHook('onClose', async () => mailer.close());
  return mailer;
}

declare module 'fastify' {
  // Module augmentation only works on an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Deletes expired sessions, link tokens, captcha nonces and sign-in states (main.ts runs it hourly). */
    sweepExpiredAccountData(): Promise<void>;
  }
}

/**
 * Accounts: sessions, registration and sign-in, two-factor, e-mail links, captcha, social sign-in, the player's
 * profile. Services are built here from their dependencies; the routes receive only the services they call.
 */
export async function registerAccounts(
  app: FastifyInstance,
  {
    config,
    db,
    clock,
    reference,
    geo: geoOptions,
    outbox,
  }: {
    config: AppConfig;
    db: Database;
    clock: Clock;
    reference: ReferenceService;
    geo: GeoOptions;
    outbox: Outbox;
  },
): Promise<{ sessions: SessionService; mailer: Mailer; mailBaseUrl: string }> {
  const publicUrl = config.PUBLIC_URL;

  const audit = createAuditLog({ clock });
  const sessions = createSessionService({
    db,
    clock,
    idleMinutes: config.SESSION_IDLE_MINUTES,
    maxAgeHours: config.SESSION_MAX_AGE_HOURS,
    admit: (tx, userId) => assertSignInAllowed(tx, userId, clock()),
  });
  await registerSessions(app, sessions);

  const mailer = await mailerFor(app, config, db);
  const captcha = createCaptchaService({
    db,
    clock,
    secret: await siteSecret(db, 'captcha_secret', config.CAPTCHA_SECRET),
    cost: config.CAPTCHA_COST,
    maxCounter: config.CAPTCHA_MAX_COUNTER,
  });
  const twoFactor = createTwoFactorService({
    db,
    clock,
    secretBox: createSecretBox(await siteSecret(db, 'totp_encryption_key', config.TOTP_ENCRYPTION_KEY)),
    audit,
    sessions,
    issuer: async () => (await reference.project()).name,
  });
  const geo = createGeoPolicy({ db, project: () => reference.project() });
  const deps: AccountsDeps = {
    db,
    clock,
    audit,
    sessions,
    throttle: createAuthThrottle({ db, clock, captcha, audit }),
    geo,
    mailer,
    twoFactor,
  };
  const passwords = createPasswordService(deps);

  await app.register(captchaRoutes, { captcha });
  await app.register(accountsRoutes, {
    registration: createRegistrationService(deps),
    signIn: createSignInService(deps),
    passwords,
    confirmations: createConfirmationService(deps),
    clock,
    geo: geoOptions,
    mailBaseUrl: mailLinkBaseUrl(publicUrl, config.PORT),
  });
  await app.register(passwordChangeRoutes, { passwords, geo: geoOptions });
  await app.register(twoFactorRoutes, { twoFactor, geo: geoOptions });
  await app.register(playerRoutes, {
    geo: geoOptions,
    publicUrl,
    clock,
    profiles: createProfileService({
      db,
      clock,
      audit,
      outbox,
      assertPromotionsAllowed: (userId) => assertNotExcluded(db, userId, clock()),
    }),
  });
  await app.register(fraudChecksRoutes, {
    fraudChecks: createFraudChecksService({ db, clock, audit }),
    geo: geoOptions,
  });

  const clients = new Map<AuthProviderName, OidcClient>(oidcClients(config).map((client) => [client.name, client]));
  const authProviders = createAuthProvidersService({ db, clock, audit, sessions, geo, twoFactor, clients });
  const linkedProviders = createLinkedProvidersService({ db, clock, audit, geo, enabled: [...clients.keys()] });
  await app.register(authProvidersRoutes, { authProviders, linkedProviders, geo: geoOptions, publicUrl });

  app.decorate('sweepExpiredAccountData', async () => {
    await sessions.sweep();
    await captcha.sweep();
    await authProviders.sweep();
    await db.transaction((tx) => deleteStaleAuthTokens(tx, clock()));
  });
  return { sessions, mailer, mailBaseUrl: mailLinkBaseUrl(publicUrl, config.PORT) };
}
