import { exact, toNumber, type Exact } from '../exact';
import type { SlotDefinition } from './definition';
import { slotExactHitRate } from './exact-hit-rate';
import { slotExactRtp, topAwardNeedsDisclosure } from './exact-rtp';
import { slotExactVolatility } from './exact-volatility';
import { stickyVolatility, stickyVolatilityInTurns } from './sticky-volatility';

/**
 * What the lobby shows of a title's maths (the game object's `payout`, `hit_rate`, `volatility_rating`) and the
 * rules page's top-award line, computed once per maths version and stored beside it: the exact RTP takes a few
 * milliseconds per title and the catalogue lists hundreds, so nothing recomputes it per request.
 */
export type SlotFacts = {
  /** Exact RTP as a reduced fraction "n/d" (text: the parts outgrow a double). */
  readonly rtp: string;
  /** The exact share of paid spins that win or award free spins (`slotExactHitRate`), to 4 decimals. */
  readonly hitRate: number;
  /**
   * Standard deviation of a round's return (the paid spin and its free spins) per unit bet, to 2 decimals: from
   * exact fractions (`slotExactVolatility`), or with sticky wilds, whose free spins depend on one another, from the
   * same exact law summed in doubles (`stickyVolatility`). Never simulated, so the same on every machine.
   */
  readonly volatilityIndex: number;
  readonly topAward: {
    readonly symbol: string;
    readonly run: number;
    readonly coins: number;
    /** The chance of the top award on one paid spin, as "n/d". */
    readonly chance: string;
    /** Rarer than 1 in 100 million: the rules page must say so. */
    readonly rare: boolean;
  };
};

const fractionText = ({ n, d }: Exact) => `${n}/${d}`;

/** Reads a fraction "n/d" back. */
export function parseFraction(text: string): Exact {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new RangeError(`not a fraction: ${text}`);
  return exact(BigInt(match[1]!), BigInt(match[2]!));
}

/** The exact hit rate as the facts keep it: to 4 decimals, the nearest. */
export const hitRateFigure = (hitRate: Exact) => Math.round(toNumber(hitRate) * 10_000) / 10_000;

export const slotFacts = (definition: SlotDefinition): SlotFacts =>
  factsWith(definition, volatilityIndexOf(definition));

/** The same, giving the event loop turns while a sticky-wild title's volatility is counted: for a server. */
export async function slotFactsInTurns(definition: SlotDefinition): Promise<SlotFacts> {
  const exactVolatility = slotExactVolatility(definition);
  return factsWith(definition, exactVolatility?.index ?? (await stickyVolatilityInTurns(definition)).index);
}

function factsWith(definition: SlotDefinition, volatilityIndex: number): SlotFacts {
  const exactReturn = slotExactRtp(definition);
  const { topAward } = exactReturn;
  return {
    rtp: fractionText(exactReturn.rtp),
    hitRate: hitRateFigure(slotExactHitRate(definition)),
    volatilityIndex: Math.round(volatilityIndex * 100) / 100,
    topAward: {
      symbol: topAward.symbol,
      run: topAward.run,
      coins: topAward.coins,
      chance: fractionText(topAward.chance),
      rare: topAwardNeedsDisclosure(exactReturn),
    },
  };
}

/** The volatility index, unrounded: exact fractions, or the sticky-wild computation. */
export const volatilityIndexOf = (definition: SlotDefinition) =>
  (slotExactVolatility(definition) ?? stickyVolatility(definition)).index;
