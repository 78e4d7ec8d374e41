import type { Randomness } from '../randomness';
import { compileSlot } from './compiled';
import type { SlotDefinition } from './definition';
import { playCascades } from './cascades';
import { combinationCoins, drawGrid, scattersInView, type WinListener } from './evaluate';

/** A paid spin's bet: a coin value (minor units) offered for the currency; the stake is coinsPerBet coins. */
export type SlotBet = { readonly currency: string; readonly coinValue: number };

/** What a round carries between spins: free spins still to play, on the bet that triggered them. */
export type SlotState = {
  readonly bet: SlotBet;
  readonly freeSpinsLeft: number;
  readonly freeSpinsPlayed: number;
  /** Everything this round has paid so far, in minor units, the triggering spin included. */
  readonly roundWin: number;
  /** Sticky wilds: the cells held wild for the next free spin (none on titles without them). */
  readonly stickyWilds?: readonly Position[];
};

export type Position = readonly [reel: number, row: number];

export type CombinationWin = {
  readonly symbol: string;
  /** Reels from the left the win spans. */
  readonly run: number;
  /** The payline's index, or null for a ways win. */
  readonly line: number | null;
  readonly ways: number;
  readonly positions: readonly Position[];
  readonly amount: number;
};

/** One cascade: the grid it left after the tumble, and its wins there, their amounts multiplied by `multiplier`. */
export type CascadeStep = {
  readonly step: number;
  readonly multiplier: number;
  readonly grid: readonly (readonly string[])[];
  readonly wins: readonly CombinationWin[];
};

export type SlotSpin = {
  readonly kind: 'paid' | 'free';
  /** Minor units taken for this spin: 0 on a free spin. */
  readonly stake: number;
  readonly stops: readonly number[];
  /** `grid[reel][row]`, top row first, as shown (expanding and sticky wilds applied). */
  readonly grid: readonly (readonly string[])[];
  /** Cells held wild from earlier free spins, whatever the reels stopped on beneath them. */
  readonly stickyWilds: readonly Position[];
  /** The cascades that followed the spin's own wins (`wins`, on `grid`), in order; none on titles without them. */
  readonly cascades: readonly CascadeStep[];
  readonly wins: readonly CombinationWin[];
  /** Counted on the grid the last cascade left (the spin's own grid without cascades). */
  readonly scatter: { readonly count: number; readonly positions: readonly Position[]; readonly amount: number };
  readonly multiplier: number;
  readonly freeSpinsAwarded: number;
  /** This spin's whole pay in minor units, after the multiplier and the win cap. */
  readonly win: number;
  readonly capped: boolean;
  /** Null once the round is over. */
  readonly state: SlotState | null;
};

/**
 * One spin, pure: with no state (or one without free spins left) a paid spin on `bet`; with free spins left, the
 * next free spin on the state's bet, which `bet` must repeat. Reel stops are drawn reel by reel from `randomness`,
 * so a seed pair and nonce replay the spin exactly. Every amount is coins × coin value × multiplier, whole minor
 * units; nothing is rounded (pays are whole numbers of coins, scatter pays whole multiples of the bet).
 */
export function spin(
  definition: SlotDefinition,
  bet: SlotBet,
  randomness: Randomness,
  state: SlotState | null = null,
): SlotSpin {
  const slot = compileSlot(definition);
  const free = state !== null && state.freeSpinsLeft > 0;
  if (free && (state.bet.currency !== bet.currency || state.bet.coinValue !== bet.coinValue)) {
    throw new RangeError('free spins are played on the bet that triggered them');
  }
  if (!free && !definition.coinValues[bet.currency]?.includes(bet.coinValue)) {
    throw new RangeError(`${bet.coinValue} is not a coin value of ${definition.slug} in ${bet.currency}`);
  }
  const multiplier = free ? definition.freeSpins.multiplier : 1;
  const stops = new Int32Array(slot.reels);
  const cells = new Int32Array(slot.reels * slot.rows);
  drawGrid(slot, free ? slot.freeSpinWindows : slot.baseWindows, randomness, stops, cells);
  const held = free ? (state.stickyWilds ?? []) : [];
  for (const [reel, row] of held) cells[reel * slot.rows + row] = slot.wild;

  const positionsAt = (test: (cell: number, reel: number, row: number) => boolean) => {
    const positions: Position[] = [];
    for (let reel = 0; reel < slot.reels; reel += 1) {
      for (let row = 0; row < slot.rows; row += 1) {
        if (test(cells[reel * slot.rows + row]!, reel, row)) positions.push([reel, row]);
      }
    }
    return positions;
  };
  const gridNames = () =>
    Array.from({ length: slot.reels }, (_, reel) =>
      [...cells.subarray(reel * slot.rows, (reel + 1) * slot.rows)].map((cell) => symbolName(definition, cell)),
    );
  const grid = gridNames();
  const wins: CombinationWin[] = [];
  let winsNow = wins;
  const recordWin: WinListener = (symbol, run, coins, line, ways) => {
    const path = slot.lines[line];
    winsNow.push({
      symbol: definition.symbols[symbol]!,
      run,
      line: path ? line : null,
      ways,
      positions: path
        ? path.slice(0, run).map((row, reel): Position => [reel, row])
        : positionsAt((cell, reel) => reel < run && (cell === symbol || cell === slot.wild)),
      amount: coins * bet.coinValue * multiplier,
    });
  };
  combinationCoins(slot, cells, recordWin);
  const cascades: CascadeStep[] = [];
  playCascades(slot, free ? slot.freeSpins : slot.base, stops, cells, recordWin, (step, cascadeMultiplier) => {
    winsNow = [];
    cascades.push({ step, multiplier: cascadeMultiplier, grid: gridNames(), wins: winsNow });
  });
  const scatters = scattersInView(slot, cells);
  const scatterAmount = slot.scatterPays[scatters]! * definition.coinsPerBet * bet.coinValue * multiplier;
  const everyWin = [...wins, ...cascades.flatMap((cascade) => cascade.wins)];
  const uncapped = everyWin.reduce((total, win) => total + win.amount, 0) + scatterAmount;
  const cap = definition.winCapMultiple * definition.coinsPerBet * bet.coinValue;
  const win = Math.min(uncapped, cap);
  const freeSpinsAwarded = (free ? slot.retriggers : slot.freeSpinAwards)[scatters]!;
  const freeSpinsLeft = (free ? state.freeSpinsLeft - 1 : 0) + freeSpinsAwarded;
  const roundWin = (free ? state.roundWin : 0) + win;
  return {
    kind: free ? 'free' : 'paid',
    stake: free ? 0 : definition.coinsPerBet * bet.coinValue,
    stops: [...stops],
    stickyWilds: held,
    grid,
    wins,
    cascades,
    scatter: {
      count: scatters,
      positions: positionsAt((cell) => cell === slot.scatter),
      amount: scatterAmount,
    },
    multiplier,
    freeSpinsAwarded,
    win,
    capped: win < uncapped,
    state:
      freeSpinsLeft > 0
        ? {
            bet,
            freeSpinsLeft,
            freeSpinsPlayed: free ? state.freeSpinsPlayed + 1 : 0,
            roundWin,
            // Only free spins' wilds stick; the paid spin that triggers the session holds nothing over.
            ...(definition.wild.sticky ? { stickyWilds: free ? positionsAt((cell) => cell === slot.wild) : [] } : {}),
          }
        : null,
  };
}

function symbolName(definition: SlotDefinition, cell: number): string {
  const { symbols, wild, scatter } = definition;
  return cell < symbols.length ? symbols[cell]! : cell === symbols.length ? wild.symbol : scatter.symbol;
}
