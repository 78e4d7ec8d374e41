/** Business constants of platform-core §9 and engagement-and-chrome §9, shared by web and server. */

export const REQUEST_TIMEOUT_MS = 30_000;
export const SERVER_REQUEST_TIMEOUT_MS = 8_000;
export const REQUEST_RETRIES = 6;
export const GAME_PAGE_SIZE_DEFAULT = 40;
export const GAME_PAGE_SIZE_MAX = 200;
export const DEFAULT_CURRENCY = 'EUR';
export const TOAST_AUTO_REMOVE_MS = 10_000;
export const MODAL_CLOSE_DELAY_MS = 100;
export const HASH_CLEAR_DELAY_MS = 1_000;
export const LOAD_MORE_TRIGGER_PX = 500;
export const IDLE_TITLE_INTERVAL_MS = 2_000;
export const MESSAGES_CACHE_BUCKET_MS = 300_000;

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

/** Currencies without their own configuration fall back to USD (platform-core §9). */
export const CURRENCY_FALLBACKS: Readonly<Record<string, string>> = { NOK: 'USD', PLN: 'USD', JPY: 'USD' };
