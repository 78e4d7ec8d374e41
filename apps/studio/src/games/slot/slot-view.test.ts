import { describe, expect, it } from 'vitest';
import { FROSTHEIM, scatterStops, slotRound } from './slot-rounds.test-support';
import { latestSpin, readSlotSession, readSlotView, restingStops, stripWindow } from './slot-view';

describe('slot view', () => {
  it('reads a round the engine played, latest spin last', () => {
    const round = slotRound(FROSTHEIM, scatterStops(FROSTHEIM, 3), 2);
    const view = readSlotView(round)!;
    expect(view.spins.map((spin) => spin.kind)).toEqual(['paid', 'free', 'free']);
    expect(latestSpin(view)).toBe(view.spins[2]);
    expect(view.free_spins_played).toBe(2);
  });

  it('refuses another family’s round and a view that does not parse', () => {
    const round = slotRound(FROSTHEIM, [1, 2, 3, 4, 5]);
    expect(readSlotView({ ...round, family: 'dice' })).toBeUndefined();
    expect(readSlotView({ ...round, view: { ...round.view, spins: [] } })).toBeUndefined();
    expect(readSlotView(null)).toBeUndefined();
  });

  it('shows the rows from the stop down, wrapping round the strip, as the grid does without an expanding wild', () => {
    expect(stripWindow(['A', 'B', 'C', 'D'], 3, 3)).toEqual(['D', 'A', 'B']);
    const spin = latestSpin(readSlotView(slotRound(FROSTHEIM, [5, 11, 17, 23, 29]))!);
    spin.stops.forEach((stop, reel) =>
      expect(stripWindow(FROSTHEIM.reels.base[reel]!, stop, 3)).toEqual(spin.grid[reel]),
    );
  });

  it('rests the reels on stops that show neither scatter nor wild', () => {
    const stops = restingStops(FROSTHEIM);
    stops.forEach((stop, reel) => {
      const shown = stripWindow(FROSTHEIM.reels.base[reel]!, stop, FROSTHEIM.grid.rows);
      expect(shown).not.toContain(FROSTHEIM.scatter.symbol);
      expect(shown).not.toContain(FROSTHEIM.wild.symbol);
    });
  });

  it('reads the session’s slot through the engine’s definition schema, or not at all', () => {
    const slot = {
      version: 1,
      definition: FROSTHEIM,
      coin_values: [1, 2, 5],
      top_award: { symbol: 'H1', run: 5, coins: 341, one_in: 47_461, rare: false },
    };
    expect(readSlotSession(slot)?.definition.slug).toBe('fortunes-of-frostheim');
    expect(readSlotSession({ ...slot, definition: { ...FROSTHEIM, reels: undefined } })).toBeUndefined();
    expect(readSlotSession(null)).toBeUndefined();
  });
});
