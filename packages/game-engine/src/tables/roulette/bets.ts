import type { InsideBetType, Pocket, Wheel } from './layout';
import { isRed, isZero, legalPositions } from './layout';

export const EVEN_MONEY_BET_TYPES = ['red', 'black', 'even', 'odd', 'low', 'high'] as const;
export type EvenMoneyBetType = (typeof EVEN_MONEY_BET_TYPES)[number];
export type RouletteBetType = InsideBetType | 'dozen' | 'column' | EvenMoneyBetType;

export type RouletteBet =
  | { readonly type: InsideBetType; readonly numbers: readonly Pocket[]; readonly stake: number }
  | { readonly type: 'dozen' | 'column'; readonly which: 1 | 2 | 3; readonly stake: number }
  | { readonly type: EvenMoneyBetType; readonly stake: number };

const EVEN_MONEY_WINS: Record<EvenMoneyBetType, (n: number) => boolean> = {
  red: isRed,
  black: (n) => !isRed(n),
  even: (n) => n % 2 === 0,
  odd: (n) => n % 2 === 1,
  low: (n) => n <= 18,
  high: (n) => n >= 19,
};

export const isEvenMoney = (type: RouletteBetType): type is EvenMoneyBetType =>
  (EVEN_MONEY_BET_TYPES as readonly string[]).includes(type);

const positionsCache = new Map<Wheel, Map<string, Set<string>>>();
function legalKeys(wheel: Wheel, type: InsideBetType): Set<string> {
  let byType = positionsCache.get(wheel);
  if (!byType) {
    byType = new Map(Object.entries(legalPositions(wheel)).map(([t, list]) => [t, new Set(list.map(String))]));
    positionsCache.set(wheel, byType);
  }
  return byType.get(type) ?? new Set();
}

/**
 * The pockets a bet wins on, after checking the bet is a legal position on this wheel's layout. Throws a
 * `RangeError` naming the problem, so an illegal bet is refused before the wheel spins.
 */
export function winningPockets(wheel: Wheel, bet: RouletteBet): (pocket: Pocket) => boolean {
  switch (bet.type) {
    case 'dozen':
    case 'column': {
      if (![1, 2, 3].includes(bet.which)) throw new RangeError(`a ${bet.type} is 1, 2 or 3, got ${bet.which}`);
      const { which } = bet;
      return bet.type === 'dozen'
        ? (pocket) => !isZero(pocket) && Math.ceil(pocket / 12) === which
        : (pocket) => !isZero(pocket) && ((pocket - 1) % 3) + 1 === which;
    }
    case 'red':
    case 'black':
    case 'even':
    case 'odd':
    case 'low':
    case 'high': {
      const wins = EVEN_MONEY_WINS[bet.type];
      return (pocket) => !isZero(pocket) && wins(pocket);
    }
    case 'straight':
    case 'split':
    case 'street':
    case 'trio':
    case 'corner':
    case 'basket':
    case 'six-line': {
      const numbers = [...bet.numbers].sort((a, b) => a - b);
      if (!legalKeys(wheel, bet.type).has(String(numbers))) {
        throw new RangeError(`${bet.numbers.join('-')} is not a legal ${bet.type} on a ${wheel} roulette layout`);
      }
      const covered = new Set(numbers);
      return (pocket) => covered.has(pocket);
    }
  }
}
