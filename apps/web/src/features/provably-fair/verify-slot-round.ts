import {
  fairRandomness,
  spinSlot,
  type FairSeeds,
  type Position,
  type SlotBet,
  type SlotDefinition,
  type SlotSpin,
} from '@casino/game-engine';

/** Which published maths a slot round was played on: the title's maths id and the version number. */
export type SlotMathsRef = { readonly maths: string; readonly version: number };

/** Spins a slot round shows with their grids at first; "show more" adds as many again. */
export const SLOT_SPINS_AT_FIRST = 4;

export type SlotWinReading = {
  readonly symbol: string;
  readonly run: number;
  /** The payline's index from 0, or null for a ways win. */
  readonly line: number | null;
  readonly ways: number;
  readonly positions: readonly Position[];
  readonly coins: number;
};

export type SlotSpinReading = {
  readonly kind: SlotSpin['kind'];
  readonly stops: readonly number[];
  /** `grid[reel][row]`, top row first, as shown (expanding wilds applied). */
  readonly grid: readonly (readonly string[])[];
  /** Sticky wilds: the cells held from the free spins before, each a wild over whatever its reel stopped on. */
  readonly held: readonly Position[];
  readonly wins: readonly SlotWinReading[];
  /** The cascades after the spin's own wins: each the grid it left and its wins (multiplied already). */
  readonly cascades: readonly {
    readonly step: number;
    readonly multiplier: number;
    readonly grid: readonly (readonly string[])[];
    readonly wins: readonly SlotWinReading[];
  }[];
  /** Counted on the last grid: the spin's own, or its last cascade's. */
  readonly scatter: { readonly count: number; readonly positions: readonly Position[]; readonly coins: number };
  readonly multiplier: number;
  readonly freeSpinsAwarded: number;
  readonly coins: number;
  readonly capped: boolean;
};

/** A whole slot round in coins: the paid spin, then each free spin in the order it was played. */
export type SlotRoundReading = {
  readonly betCoins: number;
  readonly spins: readonly SlotSpinReading[];
  readonly coins: number;
};

/**
 * Any bet the maths offers. A coin value only scales a spin's amounts (every pay is coins × coin value ×
 * multiplier, the cap too) and never what the reels draw, so the page replays on one coin value and reads every
 * amount back in coins: the round's record need not carry the player's coin value, and the player multiplies by it.
 */
function anyBet(definition: SlotDefinition): SlotBet {
  const [currency, coinValues] = definition.coinValues.EUR
    ? (['EUR', definition.coinValues.EUR] as const)
    : Object.entries(definition.coinValues)[0]!;
  return { currency, coinValue: coinValues[0]! };
}

function readingOf(spin: SlotSpin, coinValue: number): SlotSpinReading {
  return {
    kind: spin.kind,
    stops: spin.stops,
    grid: spin.grid,
    held: spin.stickyWilds,
    wins: spin.wins.map(({ amount, ...win }) => ({ ...win, coins: amount / coinValue })),
    cascades: spin.cascades.map((cascade) => ({
      ...cascade,
      wins: cascade.wins.map(({ amount, ...win }) => ({ ...win, coins: amount / coinValue })),
    })),
    scatter: { count: spin.scatter.count, positions: spin.scatter.positions, coins: spin.scatter.amount / coinValue },
    multiplier: spin.multiplier,
    freeSpinsAwarded: spin.freeSpinsAwarded,
    coins: spin.win / coinValue,
    capped: spin.capped,
  };
}

/**
 * Replays a slot round as the studio plays it: one provably fair stream for the seeds and nonce, the paid spin from
 * it, then every free spin on the same stream while the spin before left some, each on the state it carries.
 */
export function verifySlotRound(definition: SlotDefinition, seeds: FairSeeds): SlotRoundReading {
  const bet = anyBet(definition);
  const randomness = fairRandomness(seeds);
  let last = spinSlot(definition, bet, randomness);
  const spins = [last];
  while (last.state !== null) {
    last = spinSlot(definition, last.state.bet, randomness, last.state);
    spins.push(last);
  }
  const readings = spins.map((spin) => readingOf(spin, bet.coinValue));
  return {
    betCoins: definition.coinsPerBet,
    spins: readings,
    coins: readings.reduce((total, spin) => total + spin.coins, 0),
  };
}
