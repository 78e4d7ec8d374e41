import {
  exact,
  playTower,
  TOWER_DEFAULTS,
  TOWER_DIFFICULTIES,
  towerExactRtp,
  towerMultiplier,
  type TowerDifficulty,
} from '@casino/game-engine';
import { z } from 'zod';
import type { FamilyAction, FamilyRound, StudioGameFamily } from './family';
import { IllegalPlay } from './family';
import { multiplierText, winOf } from './family-kit';

const DIFFICULTY_NAMES = Object.keys(TOWER_DIFFICULTIES) as [TowerDifficulty, ...TowerDifficulty[]];
const difficulty = z.enum(DIFFICULTY_NAMES);

const params = z.object({
  difficulty,
  floors: z.number().int().min(1).max(12),
  rtpBasisPoints: z.number().int().min(9000).max(9900),
  /** Tiles per floor and how many are safe, by difficulty: the engine's, for the front end to draw. */
  difficulties: z
    .record(z.string(), z.object({ tiles: z.number().int(), safe: z.number().int() }))
    .refine((given) => JSON.stringify(given) === JSON.stringify(TOWER_DIFFICULTIES), 'the engine sets difficulties'),
});
type TowerParams = z.infer<typeof params>;

const choice = z.object({ difficulty: difficulty.optional() });
type TowerChoice = z.infer<typeof choice>;

/** Reads the climbs so far; a cash-out must be last, after at least one floor. */
function climbsOf(actions: readonly FamilyAction[], width: number): { tiles: number[]; cashedOut: boolean } {
  const tiles: number[] = [];
  let cashedOut = false;
  const tileSchema = z.object({
    tile: z
      .number()
      .int()
      .min(0)
      .max(width - 1),
  });
  for (const { action, details } of actions) {
    if (cashedOut) throw new IllegalPlay('action', 'The round is finished');
    if (action === 'cashout') {
      if (tiles.length === 0) throw new IllegalPlay('action', 'Climb a floor before cashing out');
      cashedOut = true;
      continue;
    }
    if (action !== 'climb') throw new IllegalPlay('action', `Tower takes climb or cashout, not ${action}`);
    const parsed = tileSchema.safeParse(details);
    if (!parsed.success) throw new IllegalPlay('details.tile', `Choose a tile 0–${width - 1}`);
    tiles.push(parsed.data.tile);
  }
  return { tiles, cashedOut };
}

/** Tower: climb floor by floor, choosing a tile on each; a trap ends the round, the top floor pays by itself. */
export const towerFamily: StudioGameFamily<TowerParams, TowerChoice> = {
  id: 'tower',
  params,
  defaults: { ...TOWER_DEFAULTS, difficulties: structuredClone(TOWER_DIFFICULTIES) },
  choice,
  // Quoted for cashing out after the first floor; every cash-out point returns the same RTP.
  exactRtp: (gameParams) => towerExactRtp(gameParams, 1),
  hitRate: (gameParams) => {
    const { tiles, safe } = TOWER_DIFFICULTIES[gameParams.difficulty];
    return exact(safe, tiles);
  },
  play(gameParams, stake, playerChoice, actions, randomness): FamilyRound {
    const rules = { ...gameParams, difficulty: playerChoice.difficulty ?? gameParams.difficulty };
    const width = TOWER_DIFFICULTIES[rules.difficulty].tiles;
    const { tiles, cashedOut } = climbsOf(actions, width);
    if (tiles.length > rules.floors) throw new IllegalPlay('action', 'The tower has no more floors');
    const outcome = tiles.length > 0 ? playTower(randomness, rules, { tiles }) : undefined;
    const lost = outcome !== undefined && outcome.floorsCleared < tiles.length;
    const cleared = outcome?.floorsCleared ?? 0;
    const finished = lost || cashedOut || cleared === rules.floors;
    const multiplier = lost ? exact(0) : cleared > 0 ? towerMultiplier(rules, cleared) : exact(1);
    const view: Record<string, unknown> = {
      difficulty: rules.difficulty,
      floors: rules.floors,
      tiles: width,
      picks: tiles,
      multiplier: multiplierText(multiplier),
      next_multiplier: finished ? null : multiplierText(towerMultiplier(rules, cleared + 1)),
    };
    if (!finished) {
      return { staked: stake, returned: null, actions: cleared > 0 ? ['climb', 'cashout'] : ['climb'], view };
    }
    return {
      staked: stake,
      returned: winOf(stake, multiplier),
      actions: [],
      view: { ...view, traps: outcome?.traps ?? [], lost },
    };
  },
};
