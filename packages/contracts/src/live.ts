import { z } from 'zod';

/**
 * Live tables (docs/live.md): shared rounds on a schedule, one table per live catalogue game, drawn by the studio's
 * families from one seed pair per round so every seated player sees the same outcome. The frame reads the table with
 * `GET /api/studio/live`, bets with `POST /api/studio/live/bets`, and follows the table's public realtime channel.
 */
export const LIVE_PHASES = ['betting', 'closed', 'result'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

/** What a seat at a decision table may decide (three card poker); a seat that says nothing in time folds. */
export const LIVE_DECISIONS = ['play', 'fold'] as const;
export type LiveDecision = (typeof LIVE_DECISIONS)[number];

/**
 * What a seat at a hand table (live blackjack) may do with its own hand, one move at a time. A seat that stops
 * moving stands on every hand when the window ends. No insurance: the dealer peeks before any seat decides.
 */
export const LIVE_MOVES = ['hit', 'stand', 'double', 'split'] as const;
export type LiveMoveName = (typeof LIVE_MOVES)[number];

export const liveMoveSchema = z.object({
  action: z.enum(LIVE_MOVES),
  details: z.object({}).strict().default({}),
});
export type LiveMove = z.infer<typeof liveMoveSchema>;

/** The realtime channel of a table: public, since every seat sees the same rounds. */
export type LiveChannel = `public:live:${string}`;
export const liveChannel = (table: string): LiveChannel => `public:live:${table}`;

export const liveRoundSchema = z.object({
  id: z.string(),
  number: z.number().int().min(1),
  phase: z.enum(LIVE_PHASES),
  /** When betting opened: with `betting_closes_at`, the window's length (a speed or crash table's is shorter). */
  opened_at: z.string().optional(),
  betting_closes_at: z.string(),
  /** When the outcome is (or was) revealed. */
  result_at: z.string().nullable(),
  /** When the next round's betting opens; set once the result is out. */
  next_round_at: z.string().nullable(),
  /** SHA-256 of the round's server seed, published before betting opens. */
  commitment: z.string(),
  /** Public and fixed by the table and round number, so the table cannot pick it after seeing the bets. */
  client_seed: z.string(),
  /** Revealed with the result: the round is over, so it tells nothing of a round to come. */
  server_seed: z.string().nullable(),
  /** The family's finished view of the shared draw, null until the result. */
  outcome: z.record(z.string(), z.unknown()).nullable(),
  /**
   * Decision tables (Three Card Poker Live): the shared cards every seat decides on, shown once betting closes; the
   * decision window ends at `result_at`. Null at other tables and while betting is open.
   */
  deal: z.record(z.string(), z.unknown()).nullable().default(null),
});
export type LiveRound = z.infer<typeof liveRoundSchema>;

export const liveBetSchema = z.object({
  id: z.string(),
  stake: z.number().int().min(0),
  choice: z.record(z.string(), z.unknown()),
  status: z.enum(['placed', 'settled', 'void']),
  /** What the bet paid (0 on a loss) once settled; null before. */
  win: z.number().int().min(0).nullable(),
  /** Crash tables: the multiplier (hundredths) the bet left the flight at; null while on board or at other tables. */
  cash_out: z.number().int().min(101).nullable().default(null),
  /** Decision tables: the seat's decision, null until made (a seat that makes none folds when the window ends). */
  decision: z.enum(LIVE_DECISIONS).nullable().default(null),
  /**
   * What decisions staked on top of `stake`: three card poker's play bet (equal to the ante; 0 on a fold), or a
   * blackjack seat's doubles and splits.
   */
  decision_stake: z.number().int().min(0).default(0),
  /** Hand tables: the seat's moves so far, in order. */
  moves: z.array(liveMoveSchema).default([]),
  /**
   * Hand tables: the seat's own hands as it plays them, from the close of betting (the dealer's up card only, and
   * `actions`, the moves allowed now); the whole round once settled. Null at other tables and while betting is open.
   */
  hand: z.record(z.string(), z.unknown()).nullable().default(null),
});
export type LiveBet = z.infer<typeof liveBetSchema>;

export const liveTableSchema = z.object({
  table: z.string(),
  channel: z.string(),
  realtime: z.object({ url: z.string(), token: z.string() }),
  server_time: z.string(),
  round: liveRoundSchema,
  history: z.array(z.object({ number: z.number().int(), outcome: z.record(z.string(), z.unknown()) })),
  players: z.number().int().min(0),
  my_bet: liveBetSchema.nullable(),
  balance: z.number().int().min(0),
});
export type LiveTable = z.infer<typeof liveTableSchema>;

/** `POST /api/studio/live/bets`: the family's choice, `stake` its slip total. */
export const liveBetRequestSchema = z.object({
  stake: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  choice: z.record(z.string(), z.unknown()).default({}),
});
export const liveBetAnswerSchema = z.object({ bet: liveBetSchema, balance: z.number().int().min(0) });
/** `POST /api/studio/live/cash_out` answers the same: the bet as it left the flight, and the balance it paid into. */
export type LiveBetAnswer = z.infer<typeof liveBetAnswerSchema>;

/**
 * `POST /api/studio/live/decision`: the seat's decision on the round's shared deal, in the window between the close of
 * betting and `result_at`. Answers like a bet: the slip and the balance (a play takes its stake at once).
 */
export const liveDecisionRequestSchema = z.object({ decision: z.enum(LIVE_DECISIONS) });
export type LiveDecisionRequest = z.infer<typeof liveDecisionRequestSchema>;

/**
 * `POST /api/studio/live/moves`: a hand table seat's next move on its own hand, in the window between the close of
 * betting and `result_at`. Answers like a bet, with the seat's hand after the move; a double or a split takes its
 * stake at once.
 */
export const liveMoveRequestSchema = liveMoveSchema;
export type LiveMoveRequest = z.infer<typeof liveMoveRequestSchema>;

/** A table's realtime message: apply it only if its round number is at least the one shown. */
export const liveMessageSchema = z.object({
  type: z.enum(['round_open', 'bets_closed', 'result']),
  table: z.string(),
  round: liveRoundSchema,
  players: z.number().int().min(0).optional(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;
