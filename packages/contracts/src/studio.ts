import { z } from 'zod';
import { LOCALES } from './locales';

/**
 * The in-house game studio (docs/studio.md): the launch call the lobby's game page makes, and the calls a game front
 * end makes from inside the game frame. The studio is a game provider like any other: every real-money stake and
 * return goes through the seamless-wallet protocol (docs/game-protocol.md).
 */

/** Every game family the studio runs; a catalogue game names its family and parameters. */
export const STUDIO_FAMILIES = [
  'dice',
  'limbo',
  'crash',
  'coin-flip',
  'mines',
  'keno',
  'pegfall',
  'hi-lo',
  'tower',
  'wheel',
  'scratch',
  'roulette',
  'double-ball-roulette',
  'baccarat',
  'sic-bo',
  'dragon-tiger',
  'casino-war',
  'red-dog',
  'blackjack',
  'video-poker',
  'three-card-poker',
  'caribbean-stud',
  'casino-holdem',
  'craps',
  'pontoon',
  'slot',
] as const;
export type StudioFamily = (typeof STUDIO_FAMILIES)[number];

export const GAME_MODES = ['real', 'demo'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** Play money a demo session starts with (and is topped back up to on request), in minor units: 1,000.00 FUN. */
export const DEMO_BALANCE_MINOR_UNITS = 100_000;

/** The header a game front end sends its session token in (never a cookie: the frame must not ride the lobby's). */
export const STUDIO_SESSION_HEADER = 'x-studio-session';

/** `POST /api/games/{provider}/{slug}/session`. */
export const gameSessionRequestSchema = z.object({
  mode: z.enum(GAME_MODES),
  /** Real play: the wallet to play from (default: the player's current wallet). Ignored in demo, which is FUN. */
  currency: z.string().min(3).max(10).optional(),
  device: z.enum(['desktop', 'mobile']).optional(),
  /** One of the site's locales (the test locale's tag is 12 characters long); the game front end speaks it. */
  locale: z.enum(LOCALES).optional(),
});
export type GameSessionRequest = z.infer<typeof gameSessionRequestSchema>;

export const gameSessionSchema = z.object({
  /** Same-origin URL the game page puts in its frame: `/studio/?session=<token>&locale=<locale>`. */
  launch_url: z.string(),
  /** The opaque session token (also inside launch_url). */
  session_id: z.string(),
  game: z.string(),
  mode: z.enum(GAME_MODES),
  /** The wallet currency, or FUN in demo. */
  currency: z.string(),
  expires_at: z.string(),
});
export type GameSession = z.infer<typeof gameSessionSchema>;

/** The seed pair a player's rounds are drawn from (provably fair): the server seed is shown only by its hash. */
export const studioSeedsSchema = z.object({
  /** SHA-256 of the current server seed, hex. */
  commitment: z.string(),
  client_seed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int().min(0),
});
export type StudioSeeds = z.infer<typeof studioSeedsSchema>;

/** Client seeds are the player's own words: printable, short, and never empty. */
export const CLIENT_SEED_MAX_LENGTH = 64;
export const clientSeedRequestSchema = z.object({
  client_seed: z
    .string()
    .min(1)
    .max(CLIENT_SEED_MAX_LENGTH)
    .regex(/^[\x21-\x7e]+$/),
});

/** `POST /api/studio/seeds/rotate`: the old server seed revealed, and the new pair. */
export const seedRotationSchema = z.object({
  revealed: z.object({
    server_seed: z.string(),
    commitment: z.string(),
    client_seed: z.string(),
    /** Rounds 0 … next_nonce − 1 were drawn from this pair. */
    next_nonce: z.number().int().min(0),
  }),
  seeds: studioSeedsSchema,
});
export type SeedRotation = z.infer<typeof seedRotationSchema>;

/**
 * Free spins a casino campaign gave the player (docs/bonuses.md, "Free spins in the studio"), as a slot session
 * plays them: `bet` per spin (`coin_value` × the game's coins per bet), staked by the casino, not the player.
 */
export const studioFreespinsSchema = z.object({
  id: z.string(),
  title: z.string(),
  total: z.number().int().min(1),
  performed: z.number().int().min(0),
  bet: z.number().int().min(1),
  coin_value: z.number().int().min(1),
  /** What the spins have won so far, held for the player until the last one. */
  winnings: z.number().int().min(0),
  valid_until: z.string().nullable(),
});
export type StudioFreespins = z.infer<typeof studioFreespinsSchema>;

/**
 * One round as the front end sees it. `view` is the family's public picture of the round (docs/studio.md lists
 * each family's): while the round is open it hides what the player may not know yet (mine positions, the
 * dealer's hole card); once finished it is the whole outcome.
 */
export const studioRoundSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'finished']),
  family: z.enum(STUDIO_FAMILIES),
  /** Everything staked in the round so far, minor units. */
  stake: z.number().int().min(0),
  /** What the round paid back (0 on a loss); 0 while open. */
  win: z.number().int().min(0),
  /** Balance after this step, minor units (the wallet's, or the demo balance). */
  balance: z.number().int().min(0),
  /** Actions the player may take next; empty when finished. */
  actions: z.array(z.string()),
  view: z.record(z.string(), z.unknown()),
  /** The seeds and nonce the round is drawn from (the server seed only by its commitment until rotated). */
  nonce: z.number().int().min(0),
  commitment: z.string(),
  client_seed: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /**
   * On the answers of a round played with free spins only: those free spins as they stand after this step, or null
   * once none of them is left to play here.
   */
  freespins: studioFreespinsSchema.nullable().optional(),
});
export type StudioRound = z.infer<typeof studioRoundSchema>;

/**
 * A slot session's maths: the definition new rounds use (packages/game-engine's `SlotDefinition`, reel strips
 * included, since a player may check any spin against them), the coin values offered in the session's currency
 * within its stake bounds, and the top award's chance (the rules page must state it when rarer than 1 in 100
 * million).
 */
export const studioSlotSchema = z.object({
  version: z.number().int().min(1),
  definition: z.record(z.string(), z.unknown()),
  coin_values: z.array(z.number().int().min(1)),
  top_award: z.object({
    symbol: z.string(),
    run: z.number().int().min(1),
    coins: z.number().int().min(0),
    one_in: z.number().min(1),
    rare: z.boolean(),
  }),
});
export type StudioSlot = z.infer<typeof studioSlotSchema>;

/** `GET /api/studio/session`: what a game front end needs to draw its first screen. */
export const studioSessionSchema = z.object({
  game: z.object({
    identifier: z.string(),
    title: z.string(),
    family: z.enum(STUDIO_FAMILIES),
    /** The catalogue's recorded parameters of this game (rows and risk, mines, rules variant …). */
    params: z.record(z.string(), z.unknown()),
    /** Exact theoretical RTP as a percentage string ("97.30"), as the game object's `payout`. */
    payout: z.string(),
  }),
  mode: z.enum(GAME_MODES),
  currency: z.string(),
  /** Decimal places of the currency's minor unit (2 for EUR, 8 for BTC, 2 for FUN). */
  currency_exponent: z.number().int().min(0).max(18),
  balance: z.number().int().min(0),
  /** Stake bounds for one round, minor units. */
  min_stake: z.number().int().min(1),
  max_stake: z.number().int().min(1),
  seeds: studioSeedsSchema,
  /** A round left open (RTS 10): the front end resumes it instead of offering a new bet. */
  open_round: studioRoundSchema.nullable(),
  /**
   * Per-licence switches (RTS 14): a UK-style licence allows no auto-play, turbo or slam-stop, and holds a slot's
   * paid spins at least `min_spin_ms` apart (the server refuses a faster one with GAME_CYCLE_TOO_FAST).
   */
  licence: z.object({
    autoplay: z.boolean(),
    turbo: z.boolean(),
    slam_stop: z.boolean(),
    min_spin_ms: z.number().int().min(0),
  }),
  /** A slot's maths and bet levels (docs/studio.md, "Slots"); null for every other family. */
  slot: studioSlotSchema.nullable(),
  /** Free spins the player may play in this slot for real money, the oldest first; null when there are none. */
  freespins: studioFreespinsSchema.nullable(),
  /** A live table's identity and realtime channel (docs/live.md); null for single-player games. */
  live: z.object({ table: z.string(), channel: z.string() }).nullable(),
  locale: z.string(),
});
export type StudioSession = z.infer<typeof studioSessionSchema>;

/** `POST /api/studio/rounds`: a new round. `choice` is the family's (docs/studio.md). */
export const newRoundRequestSchema = z.object({
  stake: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  choice: z.record(z.string(), z.unknown()).default({}),
  /** A slot spin played with these free spins (`session.freespins.id`): the stake must be their bet. */
  freespins_id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .optional(),
});
export type NewRoundRequest = z.infer<typeof newRoundRequestSchema>;

/** `POST /api/studio/rounds/{id}/actions`: the next step of an open round (reveal a tile, hit, cash out …). */
export const roundActionRequestSchema = z.object({
  action: z.string().min(1).max(32),
  /** The action's details, e.g. `{ tile: 7 }` for mines. */
  details: z.record(z.string(), z.unknown()).default({}),
});
export type RoundActionRequest = z.infer<typeof roundActionRequestSchema>;

/**
 * `GET /api/studio/rounds`: the session's recent rounds, newest first (at most 50), each with what verifying it on
 * /provably-fair needs: the server seed once its pair was rotated (null before), beside the commitment, client seed
 * and nonce of the envelope.
 */
export const studioRoundRecordSchema = studioRoundSchema.extend({
  game: z.string(),
  server_seed: z.string().nullable(),
});
export type StudioRoundRecord = z.infer<typeof studioRoundRecordSchema>;
