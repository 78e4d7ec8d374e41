import type { StudioSlot } from '@casino/contracts';
import { parseFraction } from '@casino/game-engine';
import type { SlotParams } from './families/slot';

/**
 * A slot session's maths for its front end: the definition its new rounds use, the coin values of the session's
 * currency whose bet lies within the stake bounds, and the top award's chance (stated on the rules page when rarer
 * than 1 in 100 million).
 */
export function slotSessionOf(
  params: Record<string, unknown>,
  coinCurrency: string,
  bounds: { min: number; max: number },
): StudioSlot {
  const { definition, facts, version } = params as SlotParams;
  if (!definition || !facts) throw new Error('slot maths not loaded');
  const chance = parseFraction(facts.topAward.chance);
  return {
    version,
    definition,
    coin_values: (definition.coinValues[coinCurrency] ?? []).filter((coinValue) => {
      const bet = coinValue * definition.coinsPerBet;
      return bet >= bounds.min && bet <= bounds.max;
    }),
    top_award: {
      symbol: facts.topAward.symbol,
      run: facts.topAward.run,
      coins: facts.topAward.coins,
      one_in: chance.n === 0n ? Number.MAX_SAFE_INTEGER : Math.max(1, Math.round(Number(chance.d) / Number(chance.n))),
      rare: facts.topAward.rare,
    },
  };
}
