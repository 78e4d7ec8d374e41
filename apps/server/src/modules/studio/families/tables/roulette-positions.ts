import type { RouletteBet, Wheel } from '@casino/game-engine';
import { isRed, isZero, legalPositions } from '@casino/game-engine';
import { z } from 'zod';
import { chipStakeSchema, MAX_BETS_PER_ROUND } from './table-rules';

/** The roulette layout's bets as a slip names them: shared by the one-ball and the double-ball tables. */
const INSIDE_BET_TYPES = ['straight', 'split', 'street', 'trio', 'corner', 'basket', 'six-line'] as const;
const OUTSIDE_BET_TYPES = ['dozen', 'column'] as const;
const EVEN_MONEY_BET_TYPES = ['red', 'black', 'even', 'odd', 'low', 'high'] as const;

/** Pockets are 0–36, and 37 for the American double zero (the engine's `DOUBLE_ZERO`). */
const rouletteBetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(INSIDE_BET_TYPES),
    numbers: z.array(z.number().int().min(0).max(37)).min(1).max(6),
    stake: chipStakeSchema,
  }),
  z.object({
    type: z.enum(OUTSIDE_BET_TYPES),
    which: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    stake: chipStakeSchema,
  }),
  z.object({ type: z.enum(EVEN_MONEY_BET_TYPES), stake: chipStakeSchema }),
]);

export type RouletteChoice = { bets: RouletteBet[] };
export const rouletteChoiceSchema: z.ZodType<RouletteChoice> = z.object({
  bets: z.array(rouletteBetSchema).min(1).max(MAX_BETS_PER_ROUND),
});

/** A stake at which no bet's return is rounded (la partage halves it), so the RTP is the table's, not a chip's. */
export const RTP_STAKE = 100;

/** One chip of every position the layout offers: the RTP a game object shows must hold for any of them. */
export const everyPosition = (wheel: Wheel): RouletteBet[] => [
  ...Object.entries(legalPositions(wheel)).flatMap(([type, positions]) =>
    positions.map((numbers) => ({ type, numbers, stake: RTP_STAKE }) as RouletteBet),
  ),
  ...OUTSIDE_BET_TYPES.flatMap((type) => ([1, 2, 3] as const).map((which) => ({ type, which, stake: RTP_STAKE }))),
  ...EVEN_MONEY_BET_TYPES.map((type) => ({ type, stake: RTP_STAKE })),
];

export const pocketColor = (pocket: number) => (isZero(pocket) ? 'green' : isRed(pocket) ? 'red' : 'black');
