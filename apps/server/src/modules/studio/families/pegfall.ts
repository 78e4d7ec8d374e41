import {
  choose,
  exact,
  PEGFALL_DEFAULTS,
  PEGFALL_PAYTABLES_TENTHS,
  PEGFALL_RISKS,
  PEGFALL_ROWS,
  pegfallExactRtp,
  playPegfall,
  sum,
  type PegfallRisk,
  type PegfallRows,
} from '@casino/game-engine';
import { z } from 'zod';
import type { StudioGameFamily } from './family';
import { IllegalPlay } from './family';
import { multiplierText, noActions, winOf } from './family-kit';

const ROW_KEYS = PEGFALL_ROWS.map(String) as [string, ...string[]];
const risk = z.enum(PEGFALL_RISKS);
const rows = z
  .number()
  .int()
  .min(8)
  .max(16)
  .transform((value) => value as PegfallRows);

const params = z.object({
  rows,
  risk,
  /** Tenths of the stake by bucket (0 = far left), per risk and rows. */
  paytables: z.record(risk, z.record(z.enum(ROW_KEYS), z.array(z.number().int().min(0).max(100_000)))),
});
type PegfallParams = z.infer<typeof params>;

const choice = z.object({ rows: rows.optional(), risk: risk.optional() });
type PegfallChoice = z.infer<typeof choice>;

function paytableOf(gameParams: PegfallParams, board: { rows: PegfallRows; risk: PegfallRisk }): readonly number[] {
  const table = gameParams.paytables[board.risk]?.[String(board.rows)];
  if (!table || table.length !== board.rows + 1) throw new IllegalPlay('choice.rows', 'No paytable for this board');
  return table;
}

/** Pegfall (plinko): a ball falls through `rows` rows of pegs into a bucket; the board's paytable pays the bucket. */
export const pegfallFamily: StudioGameFamily<PegfallParams, PegfallChoice> = {
  id: 'pegfall',
  params,
  defaults: {
    ...PEGFALL_DEFAULTS,
    paytables: PEGFALL_PAYTABLES_TENTHS as unknown as PegfallParams['paytables'],
  },
  choice,
  // Quoted for the game's own board (rows and risk recorded in the catalogue).
  exactRtp: (gameParams) => pegfallExactRtp(gameParams, paytableOf(gameParams, gameParams)),
  hitRate: (gameParams) => {
    const paths = 2n ** BigInt(gameParams.rows);
    return sum(
      paytableOf(gameParams, gameParams).map((tenths, bucket) =>
        tenths > 0 ? exact(choose(gameParams.rows, bucket), paths) : exact(0),
      ),
    );
  },
  play(gameParams, stake, playerChoice, actions, randomness) {
    noActions(actions);
    const board = { rows: playerChoice.rows ?? gameParams.rows, risk: playerChoice.risk ?? gameParams.risk };
    const table = paytableOf(gameParams, board);
    // The engine draws the path; the payout is the game's recorded paytable of that bucket.
    const { path, bucket } = playPegfall(randomness, board);
    const multiplier = exact(table[bucket] ?? 0, 10);
    return {
      staked: stake,
      returned: winOf(stake, multiplier),
      actions: [],
      view: {
        rows: board.rows,
        risk: board.risk,
        path: path.map((right) => (right ? 'right' : 'left')),
        bucket,
        multiplier: multiplierText(multiplier),
      },
    };
  },
};
