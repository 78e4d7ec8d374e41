import { toNumber } from '../exact';
import type { Randomness } from '../randomness';
import type { SlotDefinition } from './definition';
import { slotExactHitRate } from './exact-hit-rate';
import { slotExactRtp, topAwardNeedsDisclosure, type SlotExactReturn } from './exact-rtp';
import { simulateSlot, type SlotSimulation } from './simulate-slot';
import { hitRateFigure, volatilityIndexOf } from './slot-facts';

export type SlotReportRow = {
  readonly definition: SlotDefinition;
  readonly exact: SlotExactReturn;
  /** The exact share of paid spins that win or award free spins, as the facts keep it (`hitRateFigure`). */
  readonly hitRate: number;
  /** The volatility index, from the round's exact law (`slotFacts`' figure, unrounded). */
  readonly volatilityIndex: number;
  readonly simulation: SlotSimulation;
};

export function slotReportRow(definition: SlotDefinition, rounds: number, randomness: Randomness): SlotReportRow {
  return {
    definition,
    exact: slotExactRtp(definition),
    hitRate: hitRateFigure(slotExactHitRate(definition)),
    volatilityIndex: volatilityIndexOf(definition),
    simulation: simulateSlot(definition, rounds, randomness),
  };
}

export const insideInterval = ({ exact, simulation }: SlotReportRow) => {
  const rtp = toNumber(exact.rtp);
  return rtp >= simulation.low && rtp <= simulation.high;
};

const percent = (value: number, digits: number) => `${(value * 100).toFixed(digits)}%`;

/** The hit rate as the report prints it, from the figure the facts keep. */
export const hitRateText = (hitRate: number) => percent(hitRate, 2);

const oneIn = (chance: number) => `1 in ${Math.round(1 / chance).toLocaleString('en')}`;

function layoutOf({ grid, pays }: SlotDefinition): string {
  const shape = `${grid.reels}×${grid.rows}`;
  return pays.kind === 'lines' ? `${shape}, ${pays.lines.length} lines` : `${shape}, ${grid.rows ** grid.reels} ways`;
}

function featuresOf({ wild, freeSpins, cascades }: SlotDefinition): string {
  const features = [
    wild.expanding && 'expanding wild',
    wild.sticky && 'sticky wilds',
    cascades && `cascades ${cascades.multipliers.map((multiplier) => `×${multiplier}`).join(' ')}`,
  ].filter(Boolean);
  return [...features, `free spins ×${freeSpins.multiplier}`].join(', ');
}

/** The Markdown table of docs/slot-maths.md: one row per title. */
export function slotReportTable(rows: readonly SlotReportRow[]): string {
  const header = [
    '| Title | Layout | Volatility | Features | Exact RTP | Simulated RTP (99% interval) | Exact hit rate | Volatility index | Top award | Win cap |',
    '| --- | --- | --- | --- | ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  const body = rows.map(({ definition, exact, hitRate, volatilityIndex, simulation }) => {
    const top = exact.topAward;
    const chance = toNumber(top.chance);
    const rare = topAwardNeedsDisclosure(exact) ? ' **(rarer than 1 in 100 million)**' : '';
    return [
      definition.title,
      layoutOf(definition),
      definition.volatility,
      featuresOf(definition),
      percent(toNumber(exact.rtp), 4),
      `${percent(simulation.mean, 2)} (${percent(simulation.low, 2)}–${percent(simulation.high, 2)})`,
      hitRateText(hitRate),
      volatilityIndex.toFixed(2),
      `${top.run} × ${top.symbol} (${top.coins} coins): ${oneIn(chance)}${rare}`,
      `${definition.winCapMultiple.toLocaleString('en')}×`,
    ].join(' | ');
  });
  return [...header, ...body.map((row) => `| ${row} |`)].join('\n');
}
