import type { FeConfigName, ProjectInfo } from '@casino/contracts';
import {
  CURRENCY_FALLBACKS,
  DEFAULT_BETTING_CONFIG,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  DEFAULT_PAGE_TOGGLES,
  ENABLED_CURRENCIES,
} from '@casino/contracts';

/**
 * Starting values of the operator-editable configuration documents. Seeding never overwrites a stored document,
 * so an operator's change survives restarts and upgrades.
 */
export const DEFAULT_FE_CONFIGS: Readonly<Record<FeConfigName, unknown>> = {
  // Default affiliate 122, search referrers 241 (platform-core §9).
  'stag-by-referrer-name': {
    default: '122',
    referrers: { google: '241', bing: '241', yahoo: '241', duckduckgo: '241' },
  },
  // The survey is our own (modules/surveys), so a new installation runs one; a new survey_id asks everyone again.
  'survey-config': { survey_id: 'aurora-satisfaction-1', survey_collector_id: 'web', is_enable_widget: true },
  'betting-config': DEFAULT_BETTING_CONFIG,
  'vip-adventures': { enabled: false, days: [], superDay: null },
  'disabled-bonuses': [],
  'modify-gifts-config': {},
  'excluded-promo-stags': [],
  'currency-config': { default: DEFAULT_CURRENCY, enabled: ENABLED_CURRENCIES, fallbacks: CURRENCY_FALLBACKS },
  'additional-gifts': [],
  'main-widget-config': { items: ['rocket-mart', 'wheel', 'adventures', 'quests', 'activity-hub'] },
  // VIP thresholds in minor units per currency: bets, deposits (platform-core §9).
  'vip-program-config': {
    thresholds: {
      USD: { bets: 6_000_000, deposits: 600_000 },
      EUR: { bets: 6_000_000, deposits: 600_000 },
      AUD: { bets: 9_000_000, deposits: 900_000 },
      CAD: { bets: 9_000_000, deposits: 900_000 },
      NZD: { bets: 9_000_000, deposits: 900_000 },
      BRL: { bets: 30_000_000, deposits: 3_000_000 },
    },
    default: { bets: 9_000_000, deposits: 900_000 },
  },
  // Provider slugs the web app leaves out of provider lists per visitor country (the "all providers" flag and bots
  // see them all); one demo entry so the rule can be tried with a country header.
  'providers-config': { hiddenByCountry: { AU: ['rushline-originals'] }, newProviderPopups: [] },
  'logo-config': { alt: 'Aurora Casino', src: '/logo.svg' },
  'menu-categories-games': {
    main: ['top', 'new', 'pokies', 'live', 'jackpots', 'exclusive', 'table', 'instant', 'drops-and-wins'],
    menu: ['top', 'new', 'pokies', 'live', 'table', 'jackpots', 'instant'],
  },
  'manage-promotion-pages': DEFAULT_PAGE_TOGGLES,
  'banners-config': [],
  'wheel-config': {
    segments: [
      { weight: 4000, bonuses: { freespins_count: 10 }, wager: 30 },
      { weight: 4000, bonuses: { freespins_count: 20 }, wager: 30 },
      { weight: 2000, bonuses: { freespins_count: 50 }, wager: 30 },
      { weight: 0, bonuses: { bonus_amount: { EUR: 150_000 } }, wager: 3 },
      { weight: 5, bonuses: { bonus_amount: { EUR: 1_000_000 } }, wager: 3 },
    ],
    max_win: { EUR: 100_000 },
  },
  'wheel-config-segments': [],
};

export const DEFAULT_PROJECT: ProjectInfo = {
  name: 'Aurora Casino',
  apps: { sportsbook: true, casino: true },
  license: 'CW',
  player_two_factor_auth: true,
  available_currency_exchange: false,
  default_currency: DEFAULT_CURRENCY,
  default_locale: DEFAULT_LOCALE,
};

export const DEFAULT_PLAYER_FIELDS = {
  fields: [
    { name: 'email', type: 'email', required: true, contexts: ['registration', 'profile'] },
    { name: 'password', type: 'password', required: true, contexts: ['registration'] },
    { name: 'nickname', type: 'string', required: false, contexts: ['registration', 'profile'] },
    { name: 'currency', type: 'select', required: true, contexts: ['registration'] },
    { name: 'country', type: 'select', required: true, contexts: ['registration', 'profile', 'payment'] },
    { name: 'first_name', type: 'string', required: false, contexts: ['profile', 'payment'] },
    { name: 'last_name', type: 'string', required: false, contexts: ['profile', 'payment'] },
    { name: 'date_of_birth', type: 'date', required: false, contexts: ['profile', 'payment'] },
    { name: 'mobile_phone', type: 'phone', required: false, contexts: ['profile', 'payment'] },
    { name: 'city', type: 'string', required: false, contexts: ['profile', 'payment'] },
    { name: 'address', type: 'string', required: false, contexts: ['profile', 'payment'] },
    { name: 'postal_code', type: 'string', required: false, contexts: ['profile', 'payment'] },
    { name: 'receive_promos', type: 'boolean', required: false, contexts: ['registration', 'profile'] },
    { name: 'terms_acceptance', type: 'boolean', required: true, contexts: ['registration'] },
  ],
};

export const DEFAULT_AUTH_PROVIDERS = [{ name: 'google_oauth2', enabled: false }];

/** Demo rates to EUR and USD; an operator feeds real ones. */
export const DEMO_CRYPTO_RATES: readonly { from: string; to: string; rate: number }[] = [
  { from: 'BTC', to: 'EUR', rate: 88_000 },
  { from: 'BTC', to: 'USD', rate: 95_000 },
  { from: 'ETH', to: 'EUR', rate: 3_100 },
  { from: 'ETH', to: 'USD', rate: 3_350 },
  { from: 'LTC', to: 'EUR', rate: 92 },
  { from: 'LTC', to: 'USD', rate: 99 },
  { from: 'BCH', to: 'EUR', rate: 430 },
  { from: 'BCH', to: 'USD', rate: 465 },
  { from: 'DOG', to: 'EUR', rate: 0.16 },
  { from: 'DOG', to: 'USD', rate: 0.17 },
  { from: 'USDT', to: 'EUR', rate: 0.93 },
  { from: 'USDT', to: 'USD', rate: 1 },
];
