/** Business constants of platform-core §9 and engagement-and-chrome §9, shared by web and server. */

export const REQUEST_TIMEOUT_MS = 30_000;
export const SERVER_REQUEST_TIMEOUT_MS = 8_000;
export const REQUEST_RETRIES = 6;
export const GAME_PAGE_SIZE_DEFAULT = 40;
export const GAME_PAGE_SIZE_MAX = 200;
export const DEFAULT_CURRENCY = 'EUR';
export const TOAST_AUTO_REMOVE_MS = 10_000;
/** Closing the welcome promo banner hides it this long, then it comes back (engagement §4, §9). */
export const PROMO_BANNER_RESHOW_MS = 120_000;
/** Cookie lifetimes of platform-core §9: the affiliate tag and the cookie consent. */
export const STAG_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
export const COOKIE_CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
export const MODAL_CLOSE_DELAY_MS = 100;
export const HASH_CLEAR_DELAY_MS = 1_000;
export const LOAD_MORE_TRIGGER_PX = 500;
export const IDLE_TITLE_INTERVAL_MS = 2_000;
export const MESSAGES_CACHE_BUCKET_MS = 300_000;
/** The support chat opens this long after a #chat hash. */
export const CHAT_HASH_DELAY_MS = 1_000;
/** A hash target is looked for this long, this often, before scrolling to it. */
export const SCROLL_RETRY_MS = 5_000;
export const SCROLL_RETRY_STEP_MS = 200;
/** The sidebar's local time refreshes this often. */
export const LOCAL_TIME_REFRESH_MS = 15_000;
/** Pages with more path segments than this get a no-index flag. */
export const NO_INDEX_PATH_DEPTH = 3;

/** A lobby row on the main page shows at most this many games. */
export const LOBBY_ROW_SIZE = 15;
/** The random-game card goes after this many games, except in the categories below. */
export const RANDOM_CARD_AFTER = 10;
export const RANDOM_CARD_AT_END_CATEGORIES = ['special', 'new', 'top', 'recommended'] as const;
/** Random game lookup retries this many times to find an allowed game. */
export const RANDOM_GAME_RETRIES = 10;

/** Search starts when the text is longer than this, after the debounce. */
export const SEARCH_MIN_CHARS_EXCLUSIVE = 2;
export const SEARCH_DEBOUNCE_MS = 300;
/** Category shown when a search finds nothing. */
export const SEARCH_FALLBACK_CATEGORY = 'recommended';

export const ENABLED_CURRENCIES = [
  'AUD',
  'CAD',
  'NZD',
  'EUR',
  'USD',
  'JPY',
  'NOK',
  'BRL',
  'BTC',
  'ETH',
  'BCH',
  'LTC',
  'DOG',
  'USDT',
] as const;

/** A currency code as requests carry it: ISO 4217's three letters, or four for a coin such as USDT. */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3,4}$/;

/** The crypto currencies of the enabled list (platform-core §9); every other currency is fiat. */
export const CRYPTO_CURRENCIES: readonly string[] = ['BTC', 'ETH', 'BCH', 'LTC', 'DOG', 'USDT'];

export const isFiatCurrency = (code: string): boolean => !CRYPTO_CURRENCIES.includes(code);

/** The currency code of demo play: play money, never in the ledger. */
export const DEMO_CURRENCY = 'FUN';

/** Currencies without their own configuration fall back to USD (platform-core §9). */
export const CURRENCY_FALLBACKS: Readonly<Record<string, string>> = { NOK: 'USD', PLN: 'USD', JPY: 'USD' };

/**
 * The satisfaction survey (platform-core §4, §9): it may show after this long without any input, half a second
 * after that moment, and its configuration is fetched this much earlier so it is at hand when the moment comes.
 */
export const SURVEY_IDLE_MS = 300_000;
export const SURVEY_SHOW_DELAY_MS = 500;
export const SURVEY_PRELOAD_LEAD_MS = 10_000;
