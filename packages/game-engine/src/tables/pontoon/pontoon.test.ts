import { describe, expect, it } from 'vitest';
import type { Randomness } from '../../randomness';
import { cardLabel } from '../shared/cards';
import { cards, randomnessDealing } from '../shared/test-support';
import { actPontoon, pontoonLegalActions, startPontoon } from './pontoon';
import { PONTOON } from './rules';
import type { PontoonAction, PontoonState } from './state';

/** A one-deck shoe dealing these cards in order: player, banker, player, banker, then the draws. */
const deck = (labels: string) => randomnessDealing(1, cards(labels));
const act = (state: PontoonState, randomness: Randomness, ...types: PontoonAction['type'][]) =>
  types.reduce((next, type) => actPontoon(PONTOON, next, { type }, randomness), state);
const labels = (hand: PontoonState['banker']) => hand.map(cardLabel);

describe('pontoon rounds', () => {
  it("pays a player's pontoon 2:1 at once, but the banker's pontoon beats it", () => {
    expect(startPontoon(PONTOON, 100, deck('As 9h Kc 7d'))).toMatchObject({ phase: 'settled', returned: 300 });
    expect(startPontoon(PONTOON, 100, deck('As Ah Kc Qd'))).toMatchObject({ phase: 'settled', returned: 0 });
    expect(startPontoon(PONTOON, 100, deck('9s Ah 8c Qd'))).toMatchObject({ phase: 'settled', returned: 0 });
  });

  it('makes the player twist below 15, and lets them buy only before twisting and for the 3rd and 4th cards', () => {
    const randomness = deck('10s 9h 4c 8d 2h 3c 5s');
    const start = startPontoon(PONTOON, 100, randomness);
    expect(pontoonLegalActions(start)).toEqual(['twist', 'buy']);
    const bought = act(start, randomness, 'buy');
    expect(bought).toMatchObject({ stake: 200, twisted: false });
    expect(pontoonLegalActions(bought)).toEqual(['twist', 'buy', 'stick']);
    const fourCards = act(bought, randomness, 'buy');
    expect(fourCards.stake).toBe(300);
    expect(pontoonLegalActions(fourCards)).toEqual(['twist', 'stick']);
    const again = deck('10s 9h 4c 8d 2h');
    const twisted = act(startPontoon(PONTOON, 100, again), again, 'twist');
    expect(pontoonLegalActions(twisted)).toEqual(['twist', 'stick']);
    expect(() => act(twisted, randomness, 'buy')).toThrow(RangeError);
  });

  it('pays a bought hand 1:1 on everything staked when it beats the banker, who sticks on 17', () => {
    const randomness = deck('5s 10h 6c 7d 9h');
    const settled = act(startPontoon(PONTOON, 100, randomness), randomness, 'buy', 'stick');
    expect(labels(settled.cards)).toEqual(['5♠', '6♣', '9♥']);
    expect(labels(settled.banker)).toEqual(['10♥', '7♦']);
    expect(settled).toMatchObject({ phase: 'settled', stake: 200, returned: 400 });
  });

  it('gives every tie to the banker', () => {
    const randomness = deck('10s 10h 8c 8d');
    expect(act(startPontoon(PONTOON, 100, randomness), randomness, 'stick').returned).toBe(0);
  });

  it("pays a five-card trick 2:1, unless the banker's hand is one too", () => {
    const trick = deck('2s 10h 3c 7d 2h 3d 4s');
    const won = act(startPontoon(PONTOON, 100, trick), trick, 'twist', 'twist', 'twist');
    expect(won).toMatchObject({ phase: 'settled', returned: 300 });
    expect(won.cards).toHaveLength(5);
    const both = deck('2s 2h 3c 3d 2d 3s 4s 2c 4c 5h');
    const lost = act(startPontoon(PONTOON, 100, both), both, 'twist', 'twist', 'twist');
    expect(labels(lost.banker)).toEqual(['2♥', '3♦', '2♣', '4♣', '5♥']);
    expect(lost.returned).toBe(0);
  });

  it('stops the banker at five cards, which beat any total but a bust player never sees them draw', () => {
    const randomness = deck('10s 2h 10c 3d 2c 4s 5d');
    const beaten = act(startPontoon(PONTOON, 100, randomness), randomness, 'stick');
    expect(labels(beaten.banker)).toEqual(['2♥', '3♦', '2♣', '4♠', '5♦']);
    expect(beaten.returned).toBe(0);
    const bust = deck('10s 2h 5c 3d 9h');
    const busted = act(startPontoon(PONTOON, 100, bust), bust, 'twist');
    expect(busted).toMatchObject({ phase: 'settled', returned: 0 });
    expect(busted.banker).toHaveLength(2);
  });

  it('beats a banker who busts, stands the player on 21 and refuses anything after the round', () => {
    const randomness = deck('10s 10h 5c 6d 6h 9s');
    const settled = act(startPontoon(PONTOON, 100, randomness), randomness, 'twist');
    expect(labels(settled.cards)).toEqual(['10♠', '5♣', '6♥']);
    expect(labels(settled.banker)).toEqual(['10♥', '6♦', '9♠']);
    expect(settled.returned).toBe(200);
    expect(pontoonLegalActions(settled)).toEqual([]);
    expect(() => act(settled, randomness, 'stick')).toThrow(RangeError);
  });

  it('refuses a stake that is not a positive whole number of minor units', () => {
    expect(() => startPontoon(PONTOON, 0, deck('10s 10h 5c 6d'))).toThrow(RangeError);
    expect(() => startPontoon(PONTOON, 1.5, deck('10s 10h 5c 6d'))).toThrow(RangeError);
  });
});
