import type { SlotDefinition } from '@casino/game-engine';

/** What a run of a symbol pays at the current bet: coins × coin value, in minor units. */
export type RunPay = { readonly run: number; readonly coins: number; readonly amount: number };
export type SymbolPays = { readonly symbol: string; readonly pays: readonly RunPay[] };

/**
 * The paytable at the current bet: each paying symbol, best first, with every run that pays (3, 4 and 5 of a kind on
 * five reels; 3 on three). Line and way pays are coins of the coin value, so the amounts are exact whole minor units.
 */
export function symbolPayRows(definition: SlotDefinition, coinValue: number): SymbolPays[] {
  return definition.symbols.map((symbol) => ({
    symbol,
    pays: (definition.paytable[symbol] ?? [])
      .map((coins, index) => ({ run: index + 1, coins, amount: coins * coinValue }))
      .filter((pay) => pay.coins > 0),
  }));
}

/** Scatters anywhere: each count that pays (a multiple of the total bet) or awards free spins. */
export type ScatterRow = {
  readonly count: number;
  readonly betMultiple: number;
  readonly amount: number;
  readonly freeSpins: number;
  readonly retriggers: number;
};

export function scatterRows(definition: SlotDefinition, bet: number): ScatterRow[] {
  const { pays, freeSpins, retriggers } = definition.scatter;
  const counts = [...new Set([...Object.keys(pays), ...Object.keys(freeSpins), ...Object.keys(retriggers)])]
    .map(Number)
    .sort((a, b) => b - a);
  return counts.map((count) => {
    const betMultiple = pays[String(count)] ?? 0;
    return {
      count,
      betMultiple,
      amount: betMultiple * bet,
      freeSpins: freeSpins[String(count)] ?? 0,
      retriggers: retriggers[String(count)] ?? 0,
    };
  });
}

/** How a title pays: its number of paylines, or its ways (every row of every reel: rows^reels). */
export type PayMode =
  { readonly kind: 'lines'; readonly lines: number } | { readonly kind: 'ways'; readonly ways: number };

export function payMode(definition: SlotDefinition): PayMode {
  return definition.pays.kind === 'lines'
    ? { kind: 'lines', lines: definition.pays.lines.length }
    : { kind: 'ways', ways: definition.grid.rows ** definition.grid.reels };
}

/** The most one spin may pay at this bet (the definition's cap, a multiple of the total bet). */
export const winCapAmount = (definition: SlotDefinition, bet: number) => definition.winCapMultiple * bet;

/** Whether scatters during free spins add more (never with sticky wilds, whose sessions are fixed). */
export const hasRetriggers = (definition: Pick<SlotDefinition, 'scatter'>) =>
  Object.values(definition.scatter.retriggers).some((spins) => spins > 0);
