import { exact, MINES_DEFAULTS, MINES_TILES, minesExactRtp, minesMultiplier, playMines } from '@casino/game-engine';
import { z } from 'zod';
import type { FamilyAction, FamilyRound, StudioGameFamily } from './family';
import { IllegalPlay } from './family';
import { engineRule, multiplierText, winOf } from './family-kit';

const params = z.object({
  mines: z.number().int().min(1).max(24),
  rtpBasisPoints: z.number().int().min(9000).max(9900),
});
type MinesParams = z.infer<typeof params>;

const choice = z.object({ mines: z.number().int().min(1).max(24).optional() });
type MinesChoice = z.infer<typeof choice>;

const tileSchema = z.object({
  tile: z
    .number()
    .int()
    .min(0)
    .max(MINES_TILES - 1),
});

/** Reads the reveals so far; a cash-out must be the last action, after at least one safe tile. */
function revealsOf(actions: readonly FamilyAction[]): { tiles: number[]; cashedOut: boolean } {
  const tiles: number[] = [];
  let cashedOut = false;
  for (const { action, details } of actions) {
    if (cashedOut) throw new IllegalPlay('action', 'The round is finished');
    if (action === 'cashout') {
      if (tiles.length === 0) throw new IllegalPlay('action', 'Reveal a tile before cashing out');
      cashedOut = true;
      continue;
    }
    if (action !== 'reveal') throw new IllegalPlay('action', `Mines takes reveal or cashout, not ${action}`);
    const parsed = tileSchema.safeParse(details);
    if (!parsed.success) throw new IllegalPlay('details.tile', 'Reveal a tile 0–24');
    if (tiles.includes(parsed.data.tile)) throw new IllegalPlay('details.tile', 'This tile is already revealed');
    tiles.push(parsed.data.tile);
  }
  return { tiles, cashedOut };
}

/**
 * Mines: 25 tiles, the game's number of mines placed before the first reveal; each safe tile raises the cash-out
 * value, a mine loses the stake. Revealing the last safe tile cashes out by itself.
 */
export const minesFamily: StudioGameFamily<MinesParams, MinesChoice> = {
  id: 'mines',
  params,
  defaults: { ...MINES_DEFAULTS },
  choice,
  // Quoted for cashing out after the first safe tile; every cash-out point returns the same RTP.
  exactRtp: (gameParams) => minesExactRtp(gameParams, 1),
  hitRate: (gameParams) => exact(MINES_TILES - gameParams.mines, MINES_TILES),
  play(gameParams, stake, playerChoice, actions, randomness): FamilyRound {
    const rules = { ...gameParams, mines: playerChoice.mines ?? gameParams.mines };
    const { tiles, cashedOut } = revealsOf(actions);
    const safeTiles = MINES_TILES - rules.mines;
    // The mines are placed by the first draws whatever the reveals (an empty pick list would be refused, so the
    // replay picks the reveals, or a placeholder that is never shown).
    const outcome = engineRule('choice.mines', () =>
      playMines(randomness, rules, { picks: tiles.length > 0 ? tiles : [0] }),
    );
    const hitMine = tiles.length > 0 && outcome.hitMine;
    const finished = hitMine || cashedOut || tiles.length === safeTiles;
    const multiplierNow = tiles.length > 0 && !hitMine ? minesMultiplier(rules, tiles.length) : exact(hitMine ? 0 : 1);
    const next = !finished ? minesMultiplier(rules, tiles.length + 1) : null;
    const view: Record<string, unknown> = {
      mines: rules.mines,
      revealed: tiles,
      multiplier: multiplierText(multiplierNow),
      next_multiplier: next && multiplierText(next),
    };
    if (!finished) {
      return { staked: stake, returned: null, actions: tiles.length > 0 ? ['reveal', 'cashout'] : ['reveal'], view };
    }
    const returned = hitMine ? 0 : winOf(stake, multiplierNow);
    return {
      staked: stake,
      returned,
      actions: [],
      view: { ...view, mine_tiles: outcome.mineTiles, hit_mine: hitMine },
    };
  },
};
