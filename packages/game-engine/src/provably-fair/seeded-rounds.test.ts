import { describe, expect, it } from 'vitest';
import { playHiLo } from '../instant/hi-lo';
import { playTower } from '../instant/tower';
import { playBaccarat, PUNTO_BANCO } from '../tables/baccarat/baccarat';
import { dealCasinoHoldem } from '../tables/casino-holdem/casino-holdem';
import { playCasinoWar, CASINO_WAR } from '../tables/casino-war/casino-war';
import { playSicBo, SIC_BO } from '../tables/sic-bo/sic-bo';
import { dealVideoPoker } from '../tables/video-poker/video-poker';
import { fairRandomness } from './fair-randomness';
import { DECK_GAMES, diceSequence, hiLoSequence, shoeOrder, towerTraps } from './seeded-rounds';

const seedsOf = (nonce: number) => ({ serverSeed: 'server seed for the views', clientSeed: 'player', nonce });
const NONCES = Array.from({ length: 40 }, (_, nonce) => nonce);

describe('what the seeds fix', () => {
  it('deals the cards a baccarat round deals, in the order it deals them', () => {
    for (const nonce of NONCES) {
      const round = playBaccarat(PUNTO_BANCO, [], fairRandomness(seedsOf(nonce)));
      const [p1, b1, p2, b2, ...thirds] = shoeOrder(seedsOf(nonce), DECK_GAMES.baccarat.decks, 6);
      expect(round.player.slice(0, 2)).toEqual([p1, p2]);
      expect(round.banker.slice(0, 2)).toEqual([b1, b2]);
      expect([...round.player.slice(2), ...round.banker.slice(2)].length).toBeLessThanOrEqual(2);
      if (round.player[2]) expect(round.player[2]).toEqual(thirds[0]);
    }
  });

  it('holds a war after three burned cards at the places its roles name', () => {
    const war = NONCES.map((nonce) => ({
      nonce,
      round: playCasinoWar(CASINO_WAR, { stake: 10, onTie: 'go-to-war' }, fairRandomness(seedsOf(nonce))),
    }));
    for (const { nonce, round } of war) {
      const shoe = shoeOrder(seedsOf(nonce), CASINO_WAR.decks, 7);
      const roles = DECK_GAMES['casino-war'].roles;
      expect(round.player).toEqual(shoe.filter((_, at) => roles[at] === 'player').slice(0, round.player.length));
      expect(round.dealer).toEqual(shoe.filter((_, at) => roles[at] === 'dealer').slice(0, round.dealer.length));
    }
  });

  it('deals a video poker hand and its draw pile as the first ten cards of one deck', () => {
    const deal = dealVideoPoker(100, fairRandomness(seedsOf(3)));
    expect(shoeOrder(seedsOf(3), 1, 10)).toEqual([...deal.hand, ...deal.drawPile]);
    expect(shoeOrder(seedsOf(3), 1, 60)).toHaveLength(52);
  });

  it("deals a casino hold'em round's nine cards at the places its roles name", () => {
    const roles = DECK_GAMES['casino-holdem'].roles;
    for (const nonce of NONCES) {
      const deal = dealCasinoHoldem(fairRandomness(seedsOf(nonce)));
      const shoe = shoeOrder(seedsOf(nonce), 1, roles.length);
      const at = (role: string) => shoe.filter((_, place) => roles[place] === role);
      expect(at('player')).toEqual(deal.player);
      expect(at('dealerHole')).toEqual(deal.dealer);
      expect([...at('flop'), ...at('turn'), ...at('river')]).toEqual([...deal.flop, deal.turn, deal.river]);
    }
  });

  it('rolls the dice a sic bo round rolls', () => {
    for (const nonce of NONCES) {
      expect(diceSequence(seedsOf(nonce), 3)).toEqual(playSicBo(SIC_BO, [], fairRandomness(seedsOf(nonce))).dice);
    }
  });

  it('turns the hi-lo cards whatever the guesses', () => {
    const run = playHiLo(fairRandomness(seedsOf(5)), { rtpBasisPoints: 9800 }, 30);
    const cards = hiLoSequence(seedsOf(5), 31);
    expect(cards[0]!.rank).toBeGreaterThanOrEqual(1);
    expect(cards.some((card) => card.rank === run.state.card)).toBe(true);
  });

  it('places the traps a tower climb meets, floor by floor', () => {
    for (const nonce of NONCES) {
      const traps = towerTraps(seedsOf(nonce), 'medium', 8);
      // A climb that always picks a safe tile meets every floor's traps in turn.
      const safeTiles = traps.map((floor) => [0, 1, 2].find((tile) => !floor.includes(tile))!);
      const climb = playTower(
        fairRandomness(seedsOf(nonce)),
        { difficulty: 'medium', floors: 8, rtpBasisPoints: 9750 },
        {
          tiles: safeTiles,
        },
      );
      expect(climb.traps).toEqual(traps);
      expect(climb.floorsCleared).toBe(8);
    }
  });
});
