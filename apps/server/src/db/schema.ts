import { GENDERS, LICENSES, SURVEY_RATING_MAX, SURVEY_RATING_MIN } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  // Minor units per whole unit; bigint because crypto currencies use up to 1e9 subunits.
  subunitsToUnit: bigint('subunits_to_unit', { mode: 'number' }).notNull(),
  fiat: boolean('fiat').notNull(),
  displayUnit: text('display_unit', { enum: ['unit', 'milli', 'micro'] }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  defaultCurrency: text('default_currency').notNull(),
  restriction: text('restriction', { enum: ['none', 'partial', 'full'] })
    .notNull()
    .default('none'),
});

export const locales = pgTable('locales', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const statuses = pgTable('statuses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  /** ISO countries where the studio's games may not be offered (no licence there): HTTP 451 on the game page. */
  restrictedCountries: text('restricted_countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    seoTitle: text('seo_title').notNull(),
    hasDemoMode: boolean('has_demo_mode').notNull().default(true),
    devices: text('devices').array().notNull(),
    volatility: text('volatility', { enum: ['low', 'medium', 'high', 'very-high'] }).notNull(),
    // Return to player in basis points (9650 = 96.50%): an integer, so no float rounding in storage.
    payoutBasisPoints: integer('payout_basis_points').notNull(),
    lines: integer('lines'),
    badges: jsonb('badges').$type<{ type: string; theme: string }[]>().notNull().default([]),
    popularity: integer('popularity').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    /** ISO countries where this title may not be offered, on top of its provider's. */
    restrictedCountries: text('restricted_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('games_provider_slug_idx').on(table.providerId, table.slug),
    index('games_title_lower_idx').on(sql`lower(${table.title})`),
  ],
);

export const gameCategories = pgTable(
  'game_categories',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.categoryId] }), index().on(table.categoryId)],
);

export const gameCurrencies = pgTable(
  'game_currencies',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull(),
  },
  (table) => [uniqueIndex('game_currencies_game_currency_idx').on(table.gameId, table.currencyCode)],
);

export const providerJackpots = pgTable(
  'provider_jackpots',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.currencyCode] })],
);

export const cryptoExchangeRates = pgTable(
  'crypto_exchange_rates',
  {
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    exchangeRate: doublePrecision('exchange_rate').notNull(),
    fee: doublePrecision('fee').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.fromCurrency, table.toCurrency] })],
);

/** Operator-editable JSON documents: front-end configs and site settings. */
export const feConfigs = pgTable('fe_configs', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const diagnosticEvents = pgTable(
  'diagnostic_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.kind, table.createdAt)],
);

// ---------------------------------------------------------------------------------------------------------------
// Accounts

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Stored normalised (trimmed, lower case): one address is one account, whatever case it is typed in.
    email: text('email').notNull(),
    // Argon2id (PHC string). Null for players who only ever signed in through a social provider.
    passwordHash: text('password_hash'),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: GENDERS }),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    postalCode: text('postal_code'),
    state: text('state'),
    mobilePhone: text('mobile_phone'),
    personalId: text('personal_id'),
    profession: text('profession'),
    receivePromos: boolean('receive_promos').notNull().default(false),
    receiveSmsPromos: boolean('receive_sms_promos').notNull().default(false),
    currency: text('currency').notNull(),
    locale: text('locale').notNull(),
    licenseName: text('license_name', { enum: LICENSES }).notNull().default('CW'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    currentSignInAt: timestamp('current_sign_in_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    signInCount: integer('sign_in_count').notNull().default(0),
    depositBonusCode: text('deposit_bonus_code'),
    canIssueBonuses: boolean('can_issue_bonuses').notNull().default(true),
    autoregistered: boolean('autoregistered').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    sumsubVerified: boolean('sumsub_verified').notNull().default(false),
    sowQuestionnaireExpiresAt: timestamp('sow_questionnaire_expires_at', { withTimezone: true }),
    stag: text('stag'),
    registrationIp: text('registration_ip'),
    registrationCountry: text('registration_country'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_idx').on(table.email)],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: text('group_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.groupId] }), index().on(table.groupId)],
);

/** One wallet per player and currency. Balances change only through the ledger; here they are bigint minor units. */
export const wallets = pgTable(
  'wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    active: boolean('active').notNull().default(false),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    availableToCashoutCents: bigint('available_to_cashout_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('wallets_user_currency_idx').on(table.userId, table.currency)],
);

/** Only a SHA-256 of the cookie's token is stored, so a copy of this table cannot be replayed as sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [uniqueIndex('sessions_token_hash_idx').on(table.tokenHash), index().on(table.userId)],
);

/** E-mail confirmation and password reset links: hashed, single use, expiring, bound to the address they went to. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirmation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('auth_tokens_token_hash_idx').on(table.tokenHash), index().on(table.userId, table.purpose)],
);

/**
 * TOTP state. The secret is AES-256-GCM encrypted with a key kept apart from it; `lastUsedStep` is the 30-second
 * step of the last accepted code, so a code (or an older one) is never accepted twice.
 */
export const userTotp = pgTable('user_totp', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  // Null while the player has been shown the secret but not yet proved their app has it.
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Links to OpenID Connect accounts (provider + subject), for social sign-in. */
export const identities = pgTable(
  'identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('identities_provider_subject_idx').on(table.provider, table.subject),
    uniqueIndex('identities_user_provider_idx').on(table.userId, table.provider),
  ],
);

/** A social sign-in in progress: what the callback needs to finish it (PKCE verifier, nonce) and what it is for. */
export const oidcStates = pgTable('oidc_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  // Set when a signed-in player links a provider; null for sign-in or sign-up.
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
  redirectPath: text('redirect_path').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Audit log of security events and account changes. `email` is the address a sign-in or reminder named, whether
 * or not an account has it: failures are counted per address from here, identically for unknown addresses.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index().on(table.email, table.kind, table.createdAt),
    index().on(table.ip, table.kind, table.createdAt),
    index().on(table.userId, table.createdAt),
  ],
);

/** Captcha solutions already accepted: a solved challenge is good for one request only. */
export const captchaSolutions = pgTable('captcha_solutions', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The support chat's restore id per player. */
export const chatRestoreIds = pgTable('chat_restore_ids', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  restoreId: text('restore_id').notNull(),
  updatedAt: updatedAt(),
});

/** Anti-fraud card checks (`POST /api/users/transaction`): BIN, last 4, expiry, holder; never a full number. */
export const fraudChecks = pgTable(
  'fraud_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);

/** Mail caught by the development mailbox (only when no SMTP_URL is configured). */
export const devMailMessages = pgTable('dev_mail_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sender: text('sender').notNull(),
  recipients: text('recipients').array().notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: createdAt(),
});

/** Answers to the satisfaction survey (platform-core §4): one per player and survey, the first answer stands. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id').notNull(),
    collectorId: text('collector_id').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('survey_responses_user_survey_idx').on(table.userId, table.surveyId),
    index().on(table.surveyId),
    // A rating the summary could not place would skew the average: only the scale's values are stored.
    check(
      'survey_responses_rating_check',
      sql`${table.rating} between ${sql.raw(String(SURVEY_RATING_MIN))} and ${sql.raw(String(SURVEY_RATING_MAX))}`,
    ),
  ],
);
