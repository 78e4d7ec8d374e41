import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { oidcClients, registerAccounts } from './compose-accounts';
import { registerPayments } from './compose-payments';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import { systemClock } from './lib/clock';
import { loggingOptions } from './lib/logging/logging-options';
import { artworkRoutes } from './modules/artwork';
import { createAuditLog } from './modules/audit';
import {
  BONUS_ACTIVATION_JOB,
  BONUS_EXPIRY_JOB,
  bonusesAdminRoutes,
  bonusesRoutes,
  createBonusConsumer,
  createBonusesService,
} from './modules/bonuses';
import type { JobScheduler } from './lib/job-scheduler';
import { createJobScheduler } from './lib/job-scheduler';
import { createDiagnosticsService, diagnosticsRoutes } from './modules/diagnostics';
import { createFeConfigService, feConfigAdminRoutes, feConfigRoutes } from './modules/fe-config';
import type { ProviderCalls } from './modules/game-wallet';
import {
  createGameWalletService,
  createPlayHistory,
  createProviderCalls,
  mergedRoundDetails,
  gameIntegrationsAdminRoutes,
  gameWalletRoutes,
  playHistoryRoutes,
} from './modules/game-wallet';
import { createGamesService, gamesRoutes } from './modules/games';
import { verifyPassword } from './modules/accounts';
import { createIdempotency } from './modules/idempotency';
import { createLedger, ledgerAdminRoutes } from './modules/ledger';
import type { Outbox } from './modules/outbox';
import { createOutbox, createRealtimeConsumer } from './modules/outbox';
import { messagesRoutes } from './modules/messages';
import type { GeoOptions } from './modules/geo';
import { openGeoIpDatabase } from './modules/geo';
import { createReferenceService, referenceRoutes } from './modules/reference';
import { createFavoritesService, favoritesRoutes } from './modules/favorites';
import { siteUrl } from './lib/site-url';
import type { LiveScheduler } from './modules/live';
import { createLive, liveRoutes } from './modules/live';
import { createSlotMaths, slotMathsAdminRoutes, slotMathsRoutes } from './modules/slot-maths';
import { createFamilyMaths, createStudio, STUDIO_INTEGRATION, studioGameFacts, studioRoutes } from './modules/studio';
import { createSecretBox } from './lib/secret-box';
import { siteSecret } from './site-secret';
import { createSurveysService, surveysAdminRoutes, surveysRoutes } from './modules/surveys';
import {
  assertNotExcluded,
  createExclusions,
  createLimitGuards,
  createRealityChecks,
  createUserLimitsService,
  userLimitsAdminRoutes,
  userLimitsRoutes,
} from './modules/user-limits';
import { createWalletsService, walletsAdminRoutes, walletsRoutes } from './modules/wallets';
import { requireOperator } from './plugins/admin-guard';
import { registerCsrfProtection } from './plugins/csrf';
import { registerErrorHandler } from './plugins/error-handler';
import { clientErrorHandler, createFrameworkErrorHandler, MAX_PARAM_LENGTH } from './plugins/framework-errors';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime/realtime.plugin';
import { createSecurityHeaders, registerSecurityHeaders } from './plugins/security-headers';
import { registerBodyDepthGuard } from './plugins/body-depth';
import { registerTextGuard } from './plugins/text-guard';
import { registerStudioWeb } from './plugins/studio-web';
import { registerWebApp } from './plugins/web-app';
import { realtimeSecret } from './realtime-secret';

export type AppDeps = {
  config: AppConfig;
  db: Database;
  /** The time every service reads; tests pass a controllable one (token expiry, TOTP steps, session idling). */
  clock?: Clock;
};

/** Builds the whole server without listening; tests use it with `app.inject` or `app.listen({ port: 0 })`. */
export async function buildApp({ config, db, clock = systemClock }: AppDeps): Promise<FastifyInstance> {
  // Opened before anything else, so a bad GEOIP_DATABASE stops start-up rather than failing requests later.
  const geoIp = config.GEOIP_DATABASE ? await openGeoIpDatabase(config.GEOIP_DATABASE) : undefined;
  const geo: GeoOptions = {
    countryHeader: config.COUNTRY_HEADER,
    lookupCountry: geoIp?.lookup,
    defaultCountry: config.DEFAULT_COUNTRY,
    devCountry: config.DEV_COUNTRY,
  };

  const securityHeaders = createSecurityHeaders({
    publicUrl: config.PUBLIC_URL,
    realtimeUrl: config.REALTIME_URL,
    webDistDir: config.WEB_DIST_DIR,
  });
  const app = Fastify({
    ...loggingOptions(config),
    // Answers given before routing (a malformed address, an over-long parameter, an unparsable request) in our shape.
    frameworkErrors: createFrameworkErrorHandler(securityHeaders),
    clientErrorHandler,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Trust exactly the configured number of proxy hops for the client address, never a caller's own header. With
    // none, no trust at all: Fastify reads X-Forwarded-Proto whenever `trustProxy` is set, whatever the function says.
    trustProxy: config.TRUST_PROXY_HOPS > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS : false,
    bodyLimit: 256 * 1024,
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();
  if (geoIp) app.log.info({ type: geoIp.databaseType, builtAt: geoIp.builtAt }, 'GeoIP database opened');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app, securityHeaders);
  registerBodyDepthGuard(app);
  registerTextGuard(app);
  await registerOpenApi(app);
  registerCsrfProtection(app, config.PUBLIC_URL);
  await registerRateLimits(app, config.REDIS_URL, config.REDIS_NAMESPACE);

  await app.register(realtimePlugin, {
    secret: await realtimeSecret(db, config.REALTIME_SECRET),
    redisUrl: config.REDIS_URL,
    redisNamespace: config.REDIS_NAMESPACE,
    publicUrl: config.REALTIME_URL,
    siteUrl: config.PUBLIC_URL,
  });

  // Published slot maths versions are read before the catalogue is built, so the lobby shows their exact figures.
  const slotMaths = createSlotMaths({ db });
  await slotMaths.loadPublished();
  const familyMaths = createFamilyMaths(slotMaths);
  const games = createGamesService({ db, studioFacts: (studio) => studioGameFacts(studio, familyMaths.expand) });
  await games.reload();
  app.decorate('games', games);
  const feConfig = createFeConfigService({ db });

  // The play history (composed below, after the studio) fills this in: the single-game answer lists a signed-in
  // player's unfinished rounds, a provider's and the studio's.
  const unfinishedGames: { of?: (userId: number, identifier: string) => Promise<string[]> } = {};
  await app.register(gamesRoutes, { games, geo, unfinishedGames });
  await app.register(artworkRoutes, { games });
  await app.register(feConfigRoutes, { feConfig });
  await app.register(messagesRoutes);
  const diagnostics = createDiagnosticsService({
    db,
    clock,
    retention: { retentionDays: config.DIAGNOSTICS_RETENTION_DAYS, maxRows: config.DIAGNOSTICS_MAX_ROWS },
  });
  await app.register(diagnosticsRoutes, { diagnostics });
  const reference = createReferenceService({ db, enabledAuthProviders: oidcClients(config).map((c) => c.name) });
  await app.register(referenceRoutes, { reference });
  const idempotency = createIdempotency({ db, clock });
  const outbox = createOutbox({ db, clock, logger: app.log.child({ module: 'outbox' }) });
  outbox.register(createRealtimeConsumer(app.realtime));
  app.decorate('outbox', outbox);
  // Delivery starts once every route and consumer is in place, and stops before the database closes.
  app.addHook('onReady', async () => outbox.start());
  app.addHook('preClose', async () => outbox.stop());
  const accounts = await registerAccounts(app, { config, db, clock, reference, geo, outbox });
  const audit = createAuditLog({ clock });
  const wallets = createWalletsService({ db, clock, audit, outbox, ledger: createLedger({ clock }) });
  await app.register(walletsRoutes, { geo, wallets, idempotency });
  // Responsible gambling: its guards are called by the deposit and bet paths below.
  const exclusions = createExclusions({
    db,
    clock,
    audit,
    outbox,
    mailer: accounts.mailer,
    endSessions: (tx, userId) => accounts.sessions.endAllOfUser(tx, userId),
    verifyPassword,
  });
  const limitGuards = createLimitGuards({ db, clock, outbox });
  const userLimits = createUserLimitsService({
    db,
    clock,
    audit,
    mailer: accounts.mailer,
    mailBaseUrl: accounts.mailBaseUrl,
    wallets,
    exclusions,
  });
  await app.register(userLimitsRoutes, {
    geo,
    limits: userLimits,
    realityChecks: createRealityChecks({ db, clock, audit }),
  });
  const bonuses = createBonusesService({ db, clock, wallets, games, outbox, audit });
  outbox.register(createBonusConsumer(bonuses));
  await app.register(bonusesRoutes, { bonuses, geo });
  if (config.SCHEDULED_JOBS) {
    const jobs = createJobScheduler({ db, logger: app.log.child({ module: 'jobs' }) });
    jobs.every(BONUS_EXPIRY_JOB, '* * * * *', async () => {
      await bonuses.expireDue();
    });
    jobs.every(BONUS_ACTIVATION_JOB, '* * * * *', async () => {
      await bonuses.startDue();
    });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => jobs.start());
    app.addHook('preClose', async () => jobs.stop());
  }
  const payments = await registerPayments(app, {
    config,
    db,
    clock,
    geo,
    audit,
    outbox,
    wallets,
    idempotency,
    reference,
    depositGuard: limitGuards.depositGuard,
    assertMayDeposit: (userId) => assertNotExcluded(db, userId, clock()),
    bonusGuard: bonuses.withdrawalGuard,
  });
  const gameWallet = createGameWalletService({
    db,
    clock,
    wallets,
    games,
    audit,
    outbox,
    stakeGuard: limitGuards.stakeGuard,
    bonusWallet: bonuses.bonusWallet,
  });
  await app.register(gameWalletRoutes, { gameWallet });
  const providerCalls = createProviderCalls({
    db,
    clock,
    logger: app.log.child({ module: 'provider-calls' }),
    tickMs: config.PROVIDER_CALLS_MS,
  });
  outbox.register(providerCalls.consumer);
  app.decorate('providerCalls', providerCalls);
  app.addHook('onReady', async () => providerCalls.start());
  app.addHook('preClose', async () => providerCalls.stop());
  const seedBox = createSecretBox(await siteSecret(db, 'studio_seed_key', undefined));
  const studio = createStudio({
    db,
    clock,
    games,
    wallets,
    gameWallet,
    secretBox: seedBox,
    walletSecret: await siteSecret(db, 'studio_wallet_secret', undefined),
    slotMaths,
    playableFreespins: bonuses.playableFreespins,
  });
  await app.register(slotMathsRoutes, { slotMaths });
  await studio.start();
  await app.register(studioRoutes, {
    studio: studio.service,
    rounds: studio.rounds,
    idempotency,
    geo,
    testSeeds: config.STUDIO_TEST_SEEDS === 'on',
  });
  const live = createLive({
    db,
    clock,
    games,
    wallets,
    wallet: studio.wallet,
    secretBox: seedBox,
    publish: (channel, message) => app.realtime.publish(channel, message),
    connectionFor: async (baseUrl) => {
      const { url, token } = await app.realtime.connectionFor(null, baseUrl);
      return { url, token };
    },
    timing: {
      bettingMs: config.LIVE_BETTING_MS,
      drawMs: config.LIVE_DRAW_MS,
      resultMs: config.LIVE_RESULT_MS,
      decisionMs: config.LIVE_DECISION_MS,
    },
    tickMs: config.LIVE_TICK_MS,
    logger: app.log.child({ module: 'live' }),
  });
  await app.register(liveRoutes, {
    live: live.service,
    idempotency,
    resolveFrame: (token) => studio.service.resolve(token),
    baseUrlOf: (request) => siteUrl(request, config.PUBLIC_URL),
  });
  // The studio's wallet rounds are its own rounds and the live tables' slips: each knows the records of its own.
  const history = createPlayHistory({
    db,
    games,
    detailsByIntegration: { [STUDIO_INTEGRATION]: mergedRoundDetails(studio.roundRecords, live.roundRecords) },
  });
  await app.register(playHistoryRoutes, { history });
  unfinishedGames.of = async (userId, identifier) =>
    history.unfinishedCurrencies(userId, identifier, await studio.service.unfinishedGamesFor(userId, identifier));
  app.decorate('liveTables', live.scheduler);
  app.addHook('onReady', async () => live.scheduler.start());
  app.addHook('preClose', async () => live.scheduler.stop());
  await app.register(favoritesRoutes, { favorites: createFavoritesService({ db, games }), geo });
  // After the accounts: answering needs the session the accounts register.
  const surveys = createSurveysService({ db, clock, feConfig });
  await app.register(surveysRoutes, { surveys });
  await app.register(async (operator) => {
    requireOperator(operator, config.ADMIN_TOKEN);
    await operator.register(feConfigAdminRoutes, { feConfig });
    await operator.register(surveysAdminRoutes, { surveys });
    await operator.register(walletsAdminRoutes, { geo, wallets, idempotency });
    await operator.register(ledgerAdminRoutes, { db, clock });
    await payments.operatorRoutes(operator);
    await operator.register(gameIntegrationsAdminRoutes, { gameWallet, geo });
    await operator.register(userLimitsAdminRoutes, { geo, exclusions });
    await operator.register(slotMathsAdminRoutes, { slotMaths, games });
    await operator.register(bonusesAdminRoutes, { bonuses, geo });
  });

  app.decorate('sweepExpiredData', async () => {
    await app.sweepExpiredAccountData();
    await idempotency.sweep();
    await diagnostics.sweep();
    await studio.sweep();
  });

  await registerStudioWeb(app, config.STUDIO_DIST_DIR);
  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}

declare module 'fastify' {
  // Module augmentation only works on an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    games: ReturnType<typeof createGamesService>;
    /** Domain events: `emit` in a transaction, consumers react after the commit. */
    outbox: Outbox;
    /** Forgets what has outlived its retention: expired sessions and links, idempotency keys, old diagnostics. */
    sweepExpiredData(): Promise<void>;
    /** Durable scheduled jobs, when SCHEDULED_JOBS is on. */
    jobs?: JobScheduler;
    /** Live tables' scheduler: tests tick it by hand (LIVE_TICK_MS=0). */
    liveTables: LiveScheduler;
    /** Calls owed to game providers: tests send them by hand (PROVIDER_CALLS_MS=0). */
    providerCalls: ProviderCalls;
  }
}
