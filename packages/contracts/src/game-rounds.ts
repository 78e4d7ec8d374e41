import { z } from 'zod';

/** `GET /api/player/games`: 20 rounds a page unless `per_page` asks for another size (at most 100). */
export const GAME_ROUNDS_PAGE_SIZE = 20;

/** Minor units of a round, as the server counts them: whole and never negative. */
const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * What /provably-fair needs to replay a studio round: its family, seeds and nonce. The server seed is null until the
 * player rotates the pair (revealing it earlier would tell them the rounds still to come); the commitment is its
 * SHA-256, shown before the round was played.
 */
export const roundFairnessSchema = z.object({
  family: z.string(),
  client_seed: z.string(),
  nonce: z.number().int().min(0),
  commitment: z.string(),
  server_seed: z.string().nullable(),
  /** A slot round's maths: its title and version (`GET /api/slot-maths/{maths}/versions/{version}` has the reels). */
  slot_maths: z.object({ maths: z.string(), version: z.number().int().min(1) }).optional(),
});
export type RoundFairness = z.infer<typeof roundFairnessSchema>;

/**
 * One of the player's rounds (the reference's GameRound). `bet_status` is `finished` once the provider closed the
 * round; `total_losses` is what was staked and not won back, never below zero.
 */
export const gameRoundSchema = z.object({
  bet_id: z.number().int(),
  bet_status: z.enum(['finished', 'unfinished']),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  currency: z.string(),
  provider: z.string(),
  game: z.string(),
  title: z.string(),
  total_bets: minorUnits,
  total_wins: minorUnits,
  total_losses: minorUnits,
  // Our additions to the reference's shape, null where unknown: a provider other than the studio reports neither.
  /** The player's balance once the round settled, minor units. */
  balance_after: minorUnits.nullable(),
  /** The studio's provably fair record of the round; null for another provider's round. */
  provably_fair: roundFairnessSchema.nullable(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;

export const gameRoundsSchema = z.array(gameRoundSchema);
