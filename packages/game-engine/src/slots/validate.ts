import { cascadeMultiplier, MAX_CASCADES } from './cascades';
import { compileSlot } from './compiled';
import { slotDefinitionSchema, type SlotDefinition } from './definition';
import { slotExactRtp } from './exact-rtp';
import { hitRateCombinations } from './exact-hit-rate';
import { MAX_ENUMERATED_COMBINATIONS } from './cascade-exact';
import { MAX_STICKY_WORK, stickyWork } from './sticky-volatility';

/**
 * The most one spin can pay, in coins: every line at the paytable's top (or, on ways, the top pay on every one of
 * rows^reels ways), again on each cascade a spin may play at that cascade's multiplier, plus the top scatter pay,
 * times the free-spin multiplier. A bound, not always reachable.
 */
export function maxSpinCoins(definition: SlotDefinition): number {
  const slot = compileSlot(definition);
  const topPay = Math.max(0, ...slot.pays.flat());
  const grids = definition.cascades
    ? Array.from({ length: MAX_CASCADES + 1 }, (_, step) => cascadeMultiplier(slot, step)).reduce((a, b) => a + b, 0)
    : 1;
  const combinations = grids * (slot.ways ? topPay * slot.rows ** slot.reels : topPay * slot.lines.length);
  const scatter = Math.max(0, ...slot.scatterPays) * definition.coinsPerBet;
  return (combinations + scatter) * Math.max(1, definition.freeSpins.multiplier);
}

/** The smallest win cap (× total bet) that can never bind, so the exact RTP needs no correction for it. */
export const unreachableWinCap = (definition: SlotDefinition) =>
  Math.ceil(maxSpinCoins(definition) / definition.coinsPerBet);

/**
 * Parses untrusted JSON into a definition and checks what the schema alone cannot: shapes that agree with the
 * grid, known symbols only, no wild on reel 1 (lines and ways read reel 1 as the paying symbol), free spins that
 * end (fewer than one retrigger spin per free spin on average), a win cap out of reach, and a hit rate and (sticky
 * wilds) a volatility small enough to count exactly: the server counts them when an operator publishes.
 */
export function parseSlotDefinition(input: unknown): SlotDefinition {
  const definition = slotDefinitionSchema.parse(input);
  const problems = definitionProblems(definition);
  if (problems.length > 0) throw new Error(`${definition.slug}: ${problems.join('; ')}`);
  return definition;
}

export function definitionProblems(definition: SlotDefinition): string[] {
  const { grid, symbols, wild, scatter, reels, pays, paytable } = definition;
  const problems: string[] = [];
  const known = new Set([...symbols, wild.symbol, scatter.symbol]);
  if (known.size !== symbols.length + 2) problems.push('symbol names repeat');
  for (const [name, strips] of Object.entries(reels)) {
    if (strips.length !== grid.reels) problems.push(`${name} has ${strips.length} reels, the grid ${grid.reels}`);
    if (strips.some((strip) => strip.some((symbol) => !known.has(symbol)))) problems.push(`${name}: unknown symbol`);
    if (strips[0]?.includes(wild.symbol)) problems.push(`${name}: a wild on reel 1`);
    if (strips.some((strip) => strip.length < grid.rows)) problems.push(`${name}: a strip shorter than the grid`);
  }
  for (const [symbol, row] of Object.entries(paytable)) {
    if (!symbols.includes(symbol)) problems.push(`the paytable pays ${symbol}, not a paying symbol`);
    if (row.length > grid.reels) problems.push(`${symbol} pays runs longer than the grid`);
  }
  if (pays.kind === 'lines') {
    const bad = pays.lines.some((line) => line.length !== grid.reels || line.some((row) => row >= grid.rows));
    if (bad) problems.push('a payline does not fit the grid');
  }
  if (definition.cascades && (wild.expanding || wild.sticky)) {
    problems.push('cascades take plain wilds only (not expanding or sticky)');
  }
  if (problems.length > 0) return problems;
  try {
    slotExactRtp(definition);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  const hitRateWork = hitRateCombinations(definition);
  if (hitRateWork > MAX_ENUMERATED_COMBINATIONS) {
    problems.push(
      `the hit rate would read ${hitRateWork.toLocaleString('en')} stop combinations, more than ` +
        `${MAX_ENUMERATED_COMBINATIONS.toLocaleString('en')} (a paytable with a gap makes every reel count)`,
    );
  }
  const stickyPairsOfPays = wild.sticky ? stickyWork(definition) : 0;
  if (stickyPairsOfPays > MAX_STICKY_WORK) {
    problems.push(
      `sticky wilds: ${stickyPairsOfPays.toLocaleString('en')} pairs of pays over pairs of a session's spins, more ` +
        `than the ${MAX_STICKY_WORK.toLocaleString('en')} the volatility can be counted over (fewer lines, symbols or free spins)`,
    );
  }
  if (definition.winCapMultiple < unreachableWinCap(definition)) {
    problems.push(`the win cap ${definition.winCapMultiple}× can bind (needs ≥ ${unreachableWinCap(definition)}×)`);
  }
  return problems;
}
