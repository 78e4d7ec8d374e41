import type { SlotDefinition } from '@casino/game-engine';
import type { Translate } from '../../lib/i18n/i18n';
import type { GridPosition, SlotSpinView, SlotWin } from './slot-view';

/**
 * How a spin's win is presented. A win that does not exceed the bet is a loss in disguise: it is shown plainly, with
 * no sound, count-up or animation (the UK's rule against celebrating it, applied everywhere since it is honest
 * play anyway). Ten times the bet and more is a big win, as the chrome's big-win sound counts it.
 */
export type WinTier = 'none' | 'quiet' | 'win' | 'big';

const BIG_WIN_BETS = 10;

export function winTier(win: number, bet: number): WinTier {
  if (win <= 0) return 'none';
  if (win <= bet) return 'quiet';
  return win >= bet * BIG_WIN_BETS ? 'big' : 'win';
}

export const celebrates = (tier: WinTier) => tier === 'win' || tier === 'big';

/** Every cell a spin's wins (and paying or triggering scatters) cover, each once. */
export function winningPositions(spin: SlotSpinView, scatterCounts: boolean): GridPosition[] {
  const seen = new Set<string>();
  const cells: GridPosition[] = [];
  const add = ([reel, row]: GridPosition) => {
    const key = `${reel}:${row}`;
    if (seen.has(key)) return;
    seen.add(key);
    cells.push([reel, row]);
  };
  for (const win of spin.wins) win.positions.forEach(add);
  if (scatterCounts) spin.scatter.positions.forEach(add);
  return cells;
}

/** Whether the scatters in view did anything: paid, or awarded free spins. */
export const scatterCounts = (spin: SlotSpinView) => spin.scatter.amount > 0 || spin.free_spins_awarded > 0;

/** The row a payline crosses on every reel (for drawing it), or undefined for a ways win. */
export function paylineRows(definition: SlotDefinition, win: SlotWin): readonly number[] | undefined {
  if (win.line === null || definition.pays.kind !== 'lines') return undefined;
  return definition.pays.lines[win.line];
}

type Words = {
  readonly t: Translate;
  readonly symbolName: (symbol: string) => string;
  readonly amount: (minorUnits: number) => string;
};

/** One win in words: "Line 4: 3 × Bell, €0.60" or "4 × Bell on 6 ways, €1.20". */
export function winText(win: SlotWin, { t, symbolName, amount }: Words): string {
  const values = { count: win.run, symbol: symbolName(win.symbol), amount: amount(win.amount) };
  return win.line === null
    ? t('slot.waysWin', { ...values, ways: win.ways })
    : t('slot.lineWin', { ...values, line: win.line + 1 });
}

/** The scatters' part in words, when they paid or awarded free spins. */
export function scatterText(spin: SlotSpinView, scatter: string, words: Words): string | undefined {
  if (!scatterCounts(spin)) return undefined;
  const parts = [
    words.t('slot.scatterWin', {
      count: spin.scatter.count,
      symbol: words.symbolName(scatter),
      amount: words.amount(spin.scatter.amount),
    }),
  ];
  if (spin.free_spins_awarded > 0) parts.push(words.t('slot.freeSpinsAwarded', { count: spin.free_spins_awarded }));
  return parts.join(', ');
}

/**
 * The text alternative of the reels, read by screen readers once a spin has landed: the symbols of each reel top to
 * bottom, then the win and what made it.
 */
export function spinSummary(spin: SlotSpinView, scatter: string, words: Words): string {
  const reels = spin.grid.map((symbols, reel) =>
    words.t('slot.reelSummary', { reel: reel + 1, symbols: symbols.map(words.symbolName).join(', ') }),
  );
  const wins = spin.wins.map((win) => winText(win, words));
  for (const cascade of spin.cascades) {
    const cascadeWins = cascade.wins.map((win) => winText(win, words)).join(', ');
    wins.push(
      words.t('slot.cascadeSummary', {
        step: cascade.step,
        multiplier: cascade.multiplier,
        wins: cascadeWins || words.t('slot.summaryNoWin'),
      }),
    );
  }
  const scatterPart = scatterText(spin, scatter, words);
  if (scatterPart) wins.push(scatterPart);
  const outcome =
    spin.win > 0 ? words.t('slot.summaryWin', { amount: words.amount(spin.win) }) : words.t('slot.summaryNoWin');
  return [...reels, outcome, ...wins].join('. ');
}

/**
 * What the reels show of a spin, grid by grid: its own grid and wins, then each cascade's. The scatters count on the
 * last grid, so they are pointed out there.
 */
export type SpinStage = {
  readonly grid: SlotSpinView['grid'];
  readonly wins: readonly SlotWin[];
  /** A cascade's multiplier (its amounts include it); 1 for the spin's own wins. */
  readonly multiplier: number;
  readonly withScatters: boolean;
};

export function spinStages(spin: SlotSpinView): SpinStage[] {
  const cascades = spin.cascades;
  return [
    { grid: spin.grid, wins: spin.wins, multiplier: 1, withScatters: cascades.length === 0 },
    ...cascades.map((cascade, at) => ({
      grid: cascade.grid,
      wins: cascade.wins,
      multiplier: cascade.multiplier,
      withScatters: at === cascades.length - 1,
    })),
  ];
}

/**
 * What the reels point out after a spin (or one of its cascades: `stage`): each line or way win with its payline and
 * amount, then the scatters when they paid or awarded free spins.
 */
export function winMarks(
  spin: SlotSpinView,
  definition: SlotDefinition,
  words: Omit<Words, 'symbolName'>,
  stage: SpinStage = spinStages(spin)[0]!,
) {
  const marks = stage.wins.map((win) => ({
    positions: win.positions,
    lineRows: paylineRows(definition, win),
    lineIndex: win.line ?? undefined,
    label:
      stage.multiplier > 1
        ? words.t('slot.cascadeMark', { amount: words.amount(win.amount), multiplier: stage.multiplier })
        : words.amount(win.amount),
  }));
  if (stage.withScatters && scatterCounts(spin)) {
    marks.push({
      positions: spin.scatter.positions,
      lineRows: undefined,
      lineIndex: undefined,
      label:
        spin.scatter.amount > 0
          ? words.amount(spin.scatter.amount)
          : words.t('slot.freeSpinsAwarded', { count: spin.free_spins_awarded }),
    });
  }
  return marks;
}
