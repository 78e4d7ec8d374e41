import { catalogueSlotDefinition } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../lib/i18n/i18n';
import en from '../../lib/i18n/locales/en.json' with { type: 'json' };
import { FROSTHEIM, scatterStops, slotRound } from './slot-rounds.test-support';
import { latestSpin, readSlotView, type SlotSpinView } from './slot-view';
import { celebrates, spinStages, spinSummary, winMarks, winningPositions, winTier } from './slot-wins';
import { symbolName } from './symbol-names';

const t = createTranslator(en);
const words = {
  t,
  amount: (minor: number) => `€${(minor / 100).toFixed(2)}`,
  symbolName: (symbol: string) => symbolName(FROSTHEIM, symbol, t),
};

/** The first paid spin (of a few stop patterns) that wins on a line. */
function lineWin(): SlotSpinView {
  for (let offset = 0; offset < 30; offset += 1) {
    const spin = latestSpin(
      readSlotView(slotRound(FROSTHEIM, [offset, offset + 3, offset + 6, offset + 9, offset + 12]))!,
    );
    if (spin.wins.length > 0 && spin.scatter.count < 3) return spin;
  }
  throw new Error('no line win found');
}

describe('slot wins', () => {
  it('celebrate only a win above the bet, and call ten bets a big one', () => {
    expect(winTier(0, 25)).toBe('none');
    expect(winTier(10, 25)).toBe('quiet');
    expect(winTier(25, 25)).toBe('quiet');
    expect(winTier(26, 25)).toBe('win');
    expect(winTier(250, 25)).toBe('big');
    expect(['none', 'quiet', 'win', 'big'].map((tier) => celebrates(tier as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('mark each line win with its payline, and the scatters that triggered free spins', () => {
    const spin = lineWin();
    const marks = winMarks(spin, FROSTHEIM, words);
    const first = spin.wins[0]!;
    expect(marks[0]!.lineRows).toEqual(FROSTHEIM.pays.kind === 'lines' ? FROSTHEIM.pays.lines[first.line!] : undefined);
    expect(marks[0]!.label).toBe(words.amount(first.amount));

    const trigger = latestSpin(readSlotView(slotRound(FROSTHEIM, scatterStops(FROSTHEIM, 3)))!);
    const scatterMark = winMarks(trigger, FROSTHEIM, words).at(-1)!;
    expect(scatterMark.positions).toEqual(trigger.scatter.positions);
    expect(scatterMark.lineRows).toBeUndefined();
    expect(winningPositions(trigger, true).length).toBeGreaterThanOrEqual(3);
  });

  it('describe the reels for screen readers: each reel, then the win and its lines', () => {
    const spin = lineWin();
    const summary = spinSummary(spin, FROSTHEIM.scatter.symbol, words);
    expect(summary.startsWith(`Reel 1: ${spin.grid[0]!.map(words.symbolName).join(', ')}`)).toBe(true);
    expect(summary).toContain(`You win ${words.amount(spin.win)}`);
    expect(summary).toContain(`line ${spin.wins[0]!.line! + 1}, ${spin.wins[0]!.run} × `);
    const blank = { ...spin, wins: [], win: 0, scatter: { count: 0, positions: [], amount: 0 } };
    expect(spinSummary(blank, FROSTHEIM.scatter.symbol, words).endsWith('No win')).toBe(true);
  });
});

describe('slot wins with cascades', () => {
  const CROWNS = catalogueSlotDefinition('crowns-power')!;
  /** The first paid spin (over stop patterns) whose wins set off a cascade that wins again. */
  function cascading(): SlotSpinView {
    for (let offset = 0; offset < 2000; offset += 1) {
      const stops = [offset % 37, Math.floor(offset / 37) % 37, (offset * 7) % 37];
      const spin = latestSpin(readSlotView(slotRound(CROWNS, stops))!);
      if (spin.cascades.some((cascade) => cascade.wins.length > 0)) return spin;
    }
    throw new Error('no cascade found');
  }

  it('show the spin’s own wins, then each cascade’s grid and wins, the scatters on the last grid only', () => {
    expect(CROWNS.cascades).toBeDefined();
    const spin = cascading();
    const stages = spinStages(spin);
    expect(stages.map((stage) => stage.grid)).toEqual([spin.grid, ...spin.cascades.map((cascade) => cascade.grid)]);
    expect(stages.map((stage) => stage.withScatters)).toEqual(stages.map((_, at) => at === stages.length - 1));
    const winning = stages.findIndex((stage, at) => at > 0 && stage.wins.length > 0);
    const marks = winMarks(spin, CROWNS, words, stages[winning]);
    expect(marks.map((mark) => mark.positions)).toEqual(stages[winning]!.wins.map((win) => win.positions));
    // The cascade's amounts carry its multiplier: the spin's whole win adds every stage up.
    const staged = stages.flatMap((stage) => stage.wins).reduce((total, win) => total + win.amount, 0);
    expect(staged + spin.scatter.amount).toBe(spin.win);
    expect(spinSummary(spin, CROWNS.scatter.symbol, { ...words, symbolName: (symbol) => symbol })).toContain(
      `Cascade ${spin.cascades[winning - 1]!.step}, ×${spin.cascades[winning - 1]!.multiplier}:`,
    );
  });
});
