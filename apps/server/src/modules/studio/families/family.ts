import type { Exact, Randomness } from '@casino/game-engine';
import type { StudioFamily } from '@casino/contracts';
import type { z } from 'zod';

/**
 * A round of a family at one moment, as a pure function of (params, choice, actions so far, randomness): the studio
 * stores only the choice and the actions, and replays them from the round's seeds and nonce at every step. So a
 * round's outcome is exactly what the player can recompute on /provably-fair, and nothing secret (mine positions, a
 * hole card, the shoe) is ever stored beside it.
 */
export type FamilyRound = {
  /** Everything staked so far, minor units: the opening stake plus doubles, splits, insurance … */
  staked: number;
  /** What the round pays back in total once finished (0 on a loss); null while it is open. */
  returned: number | null;
  /** Actions the player may take next; empty once finished. */
  actions: string[];
  /** What the player may see now: no secrets while open, the whole outcome once finished. JSON-safe. */
  view: Record<string, unknown>;
};

/** One step a player took in an open round: `{ action: 'reveal', details: { tile: 7 } }`. */
export type FamilyAction = { action: string; details: Record<string, unknown> };

/**
 * Thrown for a choice or action the rules refuse (an illegal bet, a tile already opened, doubling a three-card
 * hand): the studio answers 422 with `field` named, and nothing moves.
 */
export class IllegalPlay extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A game family as the studio runs it. `Params` are the catalogue's recorded parameters of one game; `Choice` is what
 * the player sends to open a round (besides the stake). Money is in whole minor units; every rounding rule is the
 * engine's (docs/game-maths.md: wins are rounded down).
 */
export type StudioGameFamily<Params, Choice> = {
  id: StudioFamily;
  params: z.ZodType<Params>;
  defaults: Params;
  choice: z.ZodType<Choice>;
  /**
   * Exact theoretical RTP of a game with these params: the game object's `payout`. Where it depends on the player's
   * choice, the lowest over the choices the game offers (docs/studio.md says which).
   */
  exactRtp(params: Params): Exact;
  /** Probability that a round returns anything (the game object's `hit_rate`), for the same choice as the RTP. */
  hitRate(params: Params): Exact;
  /**
   * Replays the round: the opening `stake` and `choice`, then `actions` in order. Throws IllegalPlay for a choice or
   * action the rules refuse. Must draw only from `randomness`, in the order docs/game-maths.md states.
   */
  play(
    params: Params,
    stake: number,
    choice: Choice,
    actions: readonly FamilyAction[],
    randomness: Randomness,
  ): FamilyRound;
};
