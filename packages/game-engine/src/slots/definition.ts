import { z } from 'zod';

/**
 * A slot title's maths, as data: versioned and JSON-serialisable, so a definition can be stored, diffed, shown on a
 * rules page and replayed. `spin` plays it and `slotExactRtp` computes its return; neither needs anything else.
 *
 * Units: a bet is `coinsPerBet` coins of `coinValue` minor units. Line and way pays are multiples of one coin (on a
 * line game the coin is the line bet); scatter pays are multiples of the total bet. All pays are whole numbers, so
 * every win is a whole number of minor units (no rounding happens, see docs/slot-maths.md).
 */
export const SLOT_DEFINITION_VERSION = 1;

const symbolId = z.string().regex(/^[A-Z][A-Z0-9]{0,3}$/);
const strip = z.array(symbolId).min(3).max(256);
const wholePay = z.int().min(0).max(1_000_000);

const paylines = z.object({
  kind: z.literal('lines'),
  /** Each line is the row (0 = top) it crosses on every reel, left to right. */
  lines: z
    .array(z.array(z.int().min(0).max(3)))
    .min(1)
    .max(100),
});
const ways = z.object({ kind: z.literal('ways') });

export const slotDefinitionSchema = z
  .object({
    version: z.literal(SLOT_DEFINITION_VERSION),
    slug: z.string().min(1),
    title: z.string().min(1),
    theme: z.string().min(1),
    grid: z.object({ reels: z.union([z.literal(3), z.literal(5)]), rows: z.union([z.literal(3), z.literal(4)]) }),
    pays: z.discriminatedUnion('kind', [paylines, ways]),
    coinsPerBet: z.int().min(1).max(1000),
    /** Paying symbols, best first; the wild and the scatter are named apart. */
    symbols: z.array(symbolId).min(2).max(16),
    wild: z.object({
      symbol: symbolId,
      /** A wild anywhere on a reel turns the whole visible reel wild. */
      expanding: z.boolean(),
      /**
       * During free spins a wild that lands stays in its cell until the free spins end (never in the base game).
       * Sticky free spins do not retrigger: a session's length is fixed when it is awarded (docs/slot-maths.md).
       */
      sticky: z.boolean().optional(),
    }),
    scatter: z.object({
      symbol: symbolId,
      /** Scatter count -> pay, a multiple of the total bet, wherever the scatters land. */
      pays: z.record(z.string().regex(/^\d+$/), wholePay),
      /** Scatter count -> free spins awarded, in the base game. */
      freeSpins: z.record(z.string().regex(/^\d+$/), z.int().min(1).max(100)),
      /** Scatter count -> free spins added, during free spins. */
      retriggers: z.record(z.string().regex(/^\d+$/), z.int().min(1).max(100)),
    }),
    /**
     * Cascades (tumbling reels): after a win its symbols vanish, those above fall and the strip above the window
     * drops in; each cascade's wins are multiplied by `multipliers[k − 1]` (the last one on after that), at most
     * MAX_CASCADES times a spin. Scatters never vanish; they count on the grid the last cascade leaves.
     */
    cascades: z.object({ multipliers: z.array(z.int().min(1).max(100)).min(1).max(10) }).optional(),
    /** Symbol -> pays for 1, 2, … reels-long runs from the left (index 0 = one reel), multiples of the coin. */
    paytable: z.record(symbolId, z.array(wholePay)),
    freeSpins: z.object({
      /** Every win during free spins (lines, ways and scatters) is multiplied by this. */
      multiplier: z.int().min(1).max(100),
    }),
    reels: z.object({ base: z.array(strip), freeSpins: z.array(strip) }),
    /** Coin values in minor units of each currency; any of them may be bet. */
    coinValues: z.record(z.string().regex(/^[A-Z]{3,4}$/), z.array(z.int().min(1)).min(1)),
    /** The most one spin may pay, as a multiple of the total bet (checked to be out of reach: see validate). */
    winCapMultiple: z.int().min(1),
    /** What the generator aimed for, in basis points of the total bet; informative. */
    targetRtpBasisPoints: z.int().min(0).max(10_000),
    volatility: z.enum(['low', 'medium', 'high', 'very-high']),
  })
  .strict();

export type SlotDefinition = z.infer<typeof slotDefinitionSchema>;
export type SlotVolatility = SlotDefinition['volatility'];

/** Scatter-count tables are keyed by the count as text (JSON keys); this reads them as numbers. */
export const countTable = (table: Readonly<Record<string, number>>, count: number) => table[String(count)] ?? 0;
