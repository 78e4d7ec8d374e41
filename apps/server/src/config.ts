import path from 'node:path';
import { isCountryCode } from '@casino/contracts';
import { z } from 'zod';
import { repoRoot } from './server-paths';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const countryCode = z.string().refine(isCountryCode, 'an ISO 3166-1 alpha-2 code in upper case');

const positiveInt = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Default: every interface in production (behind a load balancer), loopback only otherwise (see configSchema). */
  HOST: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Default: JSON lines in production (for a log collector), one readable line per record otherwise (withDefaults). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** A PostgreSQL server; when absent the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** Redis for realtime fan-out across server processes; in-process fan-out when absent. */
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /** Sets this site's Redis channels and keys apart from another site's on the same Redis (`redisPrefix`). */
  REDIS_NAMESPACE: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9_-]{0,63}$/,
        'a lower-case letter or digit, then lower-case letters, digits, "-" and "_", at most 64 in all',
      )
      .optional(),
  ),
  /** Signs realtime connection tokens. Every process of one site must share it; generated and stored if absent. */
  REALTIME_SECRET: optionalString.pipe(z.string().min(32).optional()),
  /** Bearer token for the operator API (/api/admin/...). The operator API is disabled when absent. */
  ADMIN_TOKEN: optionalString.pipe(z.string().min(24).optional()),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The built game front ends (apps/studio), served at /studio/ into the game page's frame. */
  STUDIO_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/studio/dist')),
  /** Public base URL (https://casino.example) used to build absolute links such as the realtime URL. */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  /** WebSocket URL handed to clients when realtime runs elsewhere (e.g. a Centrifugo cluster). */
  REALTIME_URL: optionalString.pipe(z.url({ protocol: /^wss?$/ }).optional()),
  /** Number of reverse-proxy hops to trust for the client address (0 = none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Header a trusted proxy sets with the visitor's ISO country (e.g. cf-ipcountry). */
  COUNTRY_HEADER: optionalString,
  /** A MaxMind-format country or city database (.mmdb, e.g. GeoLite2-Country), consulted when no header says. */
  GEOIP_DATABASE: optionalString,
  DEFAULT_COUNTRY: countryCode.default('MT'),
  /** Development only: every visitor appears to be in this country, to try the geo rules without a proxy. */
  DEV_COUNTRY: optionalString.pipe(countryCode.optional()),
  /** Diagnostics (client logs, timings, UTM) are kept this many days, and never more than this many rows. */
  DIAGNOSTICS_RETENTION_DAYS: positiveInt(30, 3_650),
  DIAGNOSTICS_MAX_ROWS: positiveInt(1_000_000, 1_000_000_000),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),

  /** Outgoing mail server (smtp:// or smtps://, credentials in the URL). Unset: the development mailbox. */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default('Aurora Casino <no-reply@casino.localhost>'),
  /** Port of the development mailbox's SMTP server on 127.0.0.1 (0 = any free port). */
  MAILBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(2525),
  /** Encrypts two-factor secrets at rest. Generated and stored in the database if absent; set it to keep the
   * key outside the database the secrets live in. */
  TOTP_ENCRYPTION_KEY: optionalString.pipe(z.string().min(32).optional()),
  /** Signs captcha challenges; every process must share it. Generated and stored if absent. */
  CAPTCHA_SECRET: optionalString.pipe(z.string().min(32).optional()),
  /** Proof-of-work difficulty: PBKDF2 iterations per attempt, and the largest attempt count a challenge needs. */
  CAPTCHA_COST: positiveInt(1_000, 1_000_000),
  CAPTCHA_MAX_COUNTER: positiveInt(10_000, 10_000_000),
  /** A session ends after this long without a request, and in any case this long after sign-in. */
  SESSION_IDLE_MINUTES: positiveInt(120, 60 * 24 * 30),
  SESSION_MAX_AGE_HOURS: positiveInt(168, 24 * 365),
  /**
   * The built-in payments sandbox (test cards, 3-D Secure, e-wallet, bank transfer). Default: on, except in
   * production, where it must be switched on explicitly: it accepts test money.
   */
  PAYMENT_SANDBOX: z.enum(['on', 'off']).optional(),
  /**
   * Test only: `PUT /api/studio/test/seeds` lets a game frame choose its next seed pair, so a browser journey can
   * reach a chosen outcome (a slot's free spins). Refused in production: whoever picks the server seed picks the
   * outcome.
   */
  STUDIO_TEST_SEEDS: z.enum(['on', 'off']).default('off'),
  /** Live tables (docs/live.md): milliseconds between scheduler ticks (0: none, tests tick by hand). */
  LIVE_TICK_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  /** Calls to game providers (free spins issued, cancelled): milliseconds between sending rounds (0: tests send). */
  PROVIDER_CALLS_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** A live round's betting window, the draw shown after bets close, and the result shown before the next round. */
  LIVE_BETTING_MS: z.coerce.number().int().min(1_000).max(120_000).default(15_000),
  LIVE_DRAW_MS: z.coerce.number().int().min(0).max(60_000).default(4_000),
  LIVE_RESULT_MS: z.coerce.number().int().min(0).max(60_000).default(6_000),
  /** Decision tables (Three Card Poker Live): how long every seat has to play or fold once betting closes. */
  LIVE_DECISION_MS: z.coerce.number().int().min(1_000).max(60_000).default(10_000),
  /** Signs the sandbox's webhooks; generated and stored if absent. */
  PAYMENT_SANDBOX_SECRET: optionalString.pipe(z.string().min(32).optional()),
  /** How long the sandbox's delayed card payments and payouts take to settle. */
  PAYMENT_SANDBOX_SETTLE_MS: z.coerce.number().int().min(0).max(3_600_000).default(4_000),
  /** How often the sandbox's test chain mines a block. */
  PAYMENT_SANDBOX_BLOCK_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /** Confirmations after which a crypto deposit is credited. */
  PAYMENT_CRYPTO_CONFIRMATIONS: z.coerce.number().int().min(0).max(100).default(2),
  /** Background payment work: settling sandbox payments, sending webhooks, reconciliation. Tests drive it by hand. */
  PAYMENT_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Durable scheduled jobs on the database (bonus expiry). Tests start them only where they test them. */
  SCHEDULED_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** OpenID Connect sign-in shown as "google"; enabled when a client id and secret are set. */
  OIDC_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_ID: optionalString,
  OIDC_GOOGLE_CLIENT_SECRET: optionalString,
  /** Callback URL registered with the provider; default `<PUBLIC_URL or request origin>/api/auth/google_oauth2/callback`. */
  OIDC_GOOGLE_REDIRECT_URL: optionalString.pipe(z.url().optional()),
});

/** Rules that span variables. */
const configSchema = envSchema.superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    // The development mailbox shows every player's e-mail (reset links included) to whoever opens it.
    ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required in production (a real mail server)' });
  }
  if (env.NODE_ENV === 'production' && env.DEV_COUNTRY) {
    // A fixed country in production would switch off every geo restriction for every visitor.
    ctx.addIssue({ code: 'custom', path: ['DEV_COUNTRY'], message: 'not allowed in production' });
  }
  if (env.NODE_ENV === 'production' && env.STUDIO_TEST_SEEDS === 'on') {
    ctx.addIssue({ code: 'custom', path: ['STUDIO_TEST_SEEDS'], message: 'not allowed in production' });
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    // E-mail links would otherwise be built from the Host header, which the caller chooses.
    ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'required in production (links in e-mails)' });
  }
  if (Boolean(env.OIDC_GOOGLE_CLIENT_ID) !== Boolean(env.OIDC_GOOGLE_CLIENT_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.OIDC_GOOGLE_CLIENT_ID ? 'OIDC_GOOGLE_CLIENT_SECRET' : 'OIDC_GOOGLE_CLIENT_ID'],
      message: 'set both OIDC_GOOGLE_CLIENT_ID and OIDC_GOOGLE_CLIENT_SECRET, or neither',
    });
  }
});

/**
 * A development server listens on this machine only unless told otherwise: it serves the development mailbox and
 * demo data, and a laptop on café Wi-Fi should not offer them to the room. Its log is read by a person, not a
 * collector.
 */
const withDefaults = configSchema.transform((env) => ({
  ...env,
  HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
  LOG_FORMAT: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty'),
  PAYMENT_SANDBOX: env.PAYMENT_SANDBOX ?? (env.NODE_ENV === 'production' ? 'off' : 'on'),
}));

export type AppConfig = z.infer<typeof withDefaults>;

/** Parses the environment once at start-up; a bad variable stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = withDefaults.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`Invalid configuration:\n${problems}`);
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // Any free mailbox port, and a captcha a test solves in a few milliseconds.
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MAILBOX_PORT: '0',
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '20',
    PAYMENT_JOBS: 'false',
    SCHEDULED_JOBS: 'false',
    LIVE_TICK_MS: '0',
    PROVIDER_CALLS_MS: '0',
  };
  return { ...loadConfig(env), ...overrides };
}
