import { studioSlotSchema, type StudioRound, type StudioSession } from '@casino/contracts';
import { slotDefinitionSchema, type SlotDefinition } from '@casino/game-engine';
import { z } from 'zod';

/**
 * What a slot session adds to the shared one (`session.slot`): the definition new rounds use, the coin values the
 * session's currency offers within its stake bounds, and the top award's chance for the rules page. Read through
 * the engine's own definition schema, so the reels drawn are exactly the maths the server plays.
 */
export const slotSessionSchema = studioSlotSchema.extend({ definition: slotDefinitionSchema });
export type SlotSession = z.infer<typeof slotSessionSchema>;

const position = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
export type GridPosition = z.infer<typeof position>;

const winSchema = z.object({
  symbol: z.string(),
  run: z.number().int().min(1),
  /** The payline's index, or null for a ways win. */
  line: z.number().int().min(0).nullable(),
  ways: z.number().int().min(0),
  positions: z.array(position),
  amount: z.number().int().min(0),
});
export type SlotWin = z.infer<typeof winSchema>;

const cascadeSchema = z.object({
  step: z.number().int().min(1),
  multiplier: z.number().int().min(1),
  /** The grid the cascade left: winning cells gone, the rest fallen, the strip above dropped in. */
  grid: z.array(z.array(z.string())),
  wins: z.array(winSchema),
});
export type SlotCascade = z.infer<typeof cascadeSchema>;

const spinSchema = z.object({
  kind: z.enum(['paid', 'free']),
  stake: z.number().int().min(0),
  /** Per reel, the strip index of the top visible row. */
  stops: z.array(z.number().int().min(0)),
  /** `grid[reel][row]`, top row first, expanding wilds applied: what the reels show at rest. */
  grid: z.array(z.array(z.string())),
  /** Cells held wild from earlier free spins (sticky wilds); absent from rounds played before they existed. */
  sticky_wilds: z.array(position).default([]),
  wins: z.array(winSchema),
  /** The cascades after the spin's own wins, in order; the scatters count on the last one's grid. */
  cascades: z.array(cascadeSchema).default([]),
  scatter: z.object({ count: z.number().int().min(0), positions: z.array(position), amount: z.number().int().min(0) }),
  multiplier: z.number().int().min(1),
  free_spins_awarded: z.number().int().min(0),
  win: z.number().int().min(0),
  capped: z.boolean(),
});
export type SlotSpinView = z.infer<typeof spinSchema>;

/** `round.view` of a slot round: every spin so far (the paid one first) and where the free spins stand. */
export const slotViewSchema = z.object({
  version: z.number().int().min(1),
  coin_value: z.number().int().min(1),
  /** The paid spin's stake: what a win must exceed to be celebrated. */
  bet: z.number().int().min(1),
  spins: z.array(spinSchema).min(1),
  free_spins_left: z.number().int().min(0),
  free_spins_played: z.number().int().min(0),
  round_win: z.number().int().min(0),
});
export type SlotView = z.infer<typeof slotViewSchema>;

/**
 * The session's slot maths, or undefined when it is missing or malformed (the game then says it cannot start rather
 * than spinning reels it cannot draw). Read defensively: the field only exists on slot sessions.
 */
export function readSlotSession(slot: StudioSession['slot'] | undefined): SlotSession | undefined {
  const parsed = slotSessionSchema.safeParse(slot);
  return parsed.success ? parsed.data : undefined;
}

/** A slot round's view, or undefined for another family's round or a view that does not parse. */
export function readSlotView(round: StudioRound | null): SlotView | undefined {
  if (!round || round.family !== 'slot') return undefined;
  const parsed = slotViewSchema.safeParse(round.view);
  return parsed.success ? parsed.data : undefined;
}

/** The spin the reels show: the latest one of the round. */
export const latestSpin = (view: SlotView): SlotSpinView => view.spins[view.spins.length - 1]!;

/** The strips a spin was drawn from: the base game's for the paid spin, the free-spin strips after it. */
export const stripsFor = (definition: SlotDefinition, kind: SlotSpinView['kind']): readonly (readonly string[])[] =>
  kind === 'paid' ? definition.reels.base : definition.reels.freeSpins;

/**
 * The cells a stop shows on a strip: strip[(stop + row) % length] for each row, before an expanding wild fills the
 * reel (the grid shows that).
 */
export function stripWindow(strip: readonly string[], stop: number, rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]!);
}

/**
 * Where the reels rest before this frame's first spin: on each base strip, the first stop from a staggered start
 * that shows neither a scatter nor a wild, so an idle screen never looks like a feature about to trigger.
 */
export function restingStops(definition: SlotDefinition): number[] {
  const special = new Set([definition.scatter.symbol, definition.wild.symbol]);
  return definition.reels.base.map((strip, reel) => {
    const start = 3 + reel * 5;
    for (let offset = 0; offset < strip.length; offset += 1) {
      const stop = (start + offset) % strip.length;
      if (!stripWindow(strip, stop, definition.grid.rows).some((symbol) => special.has(symbol))) return stop;
    }
    return start % strip.length;
  });
}
