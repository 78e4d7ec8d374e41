import type { Exact } from '../../exact';
import { exact } from '../../exact';
import type { Randomness } from '../../randomness';
import type { Card } from '../shared/cards';
import { shuffledShoe } from '../shared/cards';
import { aceHigh, forEachRankDraw } from '../shared/rank-draws';
import { assertStake, fractionOfStake, winReturn } from '../shared/stake';

export type CasinoWarRules = {
  readonly decks: number;
  /** Winnings to one: the main bet (and the raise after a war), and the tie side bet on the first two cards. */
  readonly payouts: { readonly win: number; readonly tie: number };
  /** Cards burned before the war cards; unseen, they change no probability but they do leave the shoe. */
  readonly burnBeforeWar: number;
};

export const CASINO_WAR: CasinoWarRules = { decks: 6, payouts: { win: 1, tie: 10 }, burnBeforeWar: 3 };

export type CasinoWarBet = {
  readonly stake: number;
  /** The player's choice on a tie, fixed before the deal so a round is one pure call. */
  readonly onTie: 'go-to-war' | 'surrender';
  /** An optional side bet that the first two cards tie. */
  readonly tieStake?: number;
};

export type CasinoWarOutcome = {
  readonly player: readonly Card[];
  readonly dealer: readonly Card[];
  /** The extra stake put up to go to war (equal to the main stake), or 0. */
  readonly raise: number;
  readonly mainReturn: number;
  readonly tieReturn: number;
};

type Settled = { readonly raise: number; readonly mainReturn: number; readonly tieReturn: number };

/**
 * The main bet wins even money on a higher card (aces high). On a tie the player surrenders half the stake (the
 * half returned is rounded down) or raises an equal amount and goes to war: if the player's war card is at least
 * the dealer's, the raise wins even money and the original stake is returned; otherwise both are lost.
 */
function settle(rules: CasinoWarRules, bet: CasinoWarBet, first: [number, number], war?: [number, number]): Settled {
  const tieStake = bet.tieStake ?? 0;
  const tieReturn = first[0] === first[1] && tieStake > 0 ? winReturn(tieStake, rules.payouts.tie) : 0;
  if (first[0] !== first[1]) {
    return { raise: 0, tieReturn, mainReturn: first[0] > first[1] ? winReturn(bet.stake, rules.payouts.win) : 0 };
  }
  if (bet.onTie === 'surrender' || !war) return { raise: 0, tieReturn, mainReturn: fractionOfStake(bet.stake, 1, 2) };
  const mainReturn = war[0] >= war[1] ? bet.stake + winReturn(bet.stake, rules.payouts.win) : 0;
  return { raise: bet.stake, tieReturn, mainReturn };
}

function assertBet(bet: CasinoWarBet): void {
  assertStake(bet.stake);
  if (bet.tieStake !== undefined) assertStake(bet.tieStake);
  if (bet.onTie !== 'go-to-war' && bet.onTie !== 'surrender') {
    throw new RangeError(`on a tie the player goes to war or surrenders, got ${String(bet.onTie)}`);
  }
}

export function playCasinoWar(rules: CasinoWarRules, bet: CasinoWarBet, randomness: Randomness): CasinoWarOutcome {
  assertBet(bet);
  const shoe = shuffledShoe(rules.decks, randomness);
  const player = [shoe.deal()];
  const dealer = [shoe.deal()];
  const first: [number, number] = [aceHigh(player[0]!.rank), aceHigh(dealer[0]!.rank)];
  let war: [number, number] | undefined;
  if (first[0] === first[1] && bet.onTie === 'go-to-war') {
    for (let burned = 0; burned < rules.burnBeforeWar; burned += 1) shoe.deal();
    player.push(shoe.deal());
    dealer.push(shoe.deal());
    war = [aceHigh(player[1]!.rank), aceHigh(dealer[1]!.rank)];
  }
  return { player, dealer, ...settle(rules, bet, first, war) };
}

/**
 * Expected net result per unit of the first stake, plus one: (returns − raise) ÷ stake, so the raise a war adds is
 * counted as money risked, as the usual house-edge figures do. Burned cards are unseen and exchangeable with the
 * rest, so the war cards are enumerated as the third and fourth cards out of the shoe. The tie side bet is priced
 * by `casinoWarTieExactRtp`.
 */
export function casinoWarExactRtp(rules: CasinoWarRules, bet: CasinoWarBet): Exact {
  assertBet(bet);
  const main = { ...bet, tieStake: undefined };
  let net = 0n;
  const denominator = forEachRankDraw(rules.decks, 4, (ranks, ways) => {
    const [player, dealer, playerWar, dealerWar] = ranks.map(aceHigh) as [number, number, number, number];
    const settled = settle(rules, main, [player, dealer], [playerWar, dealerWar]);
    net += ways * BigInt(settled.mainReturn - settled.raise);
  });
  return exact(net, denominator * BigInt(bet.stake));
}

/** The tie side bet's return per unit staked: it depends on the first two cards only. */
export function casinoWarTieExactRtp(rules: CasinoWarRules, tieStake: number): Exact {
  assertStake(tieStake);
  const bet: CasinoWarBet = { stake: 1, onTie: 'surrender', tieStake };
  let returned = 0n;
  const denominator = forEachRankDraw(rules.decks, 2, ([player, dealer], ways) => {
    returned += ways * BigInt(settle(rules, bet, [player!, dealer!]).tieReturn);
  });
  return exact(returned, denominator * BigInt(tieStake));
}
