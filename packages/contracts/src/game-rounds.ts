import { z } from 'zod';

/** `GET /api/player/games`: 20 rounds a page unless `per_page` asks for another size (at most 100). */
export const GAME_ROUNDS_PAGE_SIZE = 20;

/** Minor units of a round, as the server counts them: whole and never negative. */
const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

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
});
export type GameRound = z.infer<typeof gameRoundSchema>;

export const gameRoundsSchema = z.array(gameRoundSchema);
