import { describe, expect, it } from 'vitest';
import { cardLabel, orderedCards, shuffledShoe } from './cards';
import { randomnessDealing, scriptedRandomness, seededRandomness } from './test-support';

describe('shoe', () => {
  it('deals the fresh order when every Fisher–Yates step picks the current position', () => {
    const shoe = shuffledShoe(1, scriptedRandomness([0, 0, 0, 0]));
    expect(Array.from({ length: 4 }, () => cardLabel(shoe.deal()))).toEqual(['A♠', '2♠', '3♠', '4♠']);
  });

  it('deals every card of the shoe exactly once', () => {
    const shoe = shuffledShoe(2, seededRandomness(7));
    const dealt = Array.from({ length: 104 }, () => cardLabel(shoe.deal())).sort();
    expect(dealt).toEqual(orderedCards(2).map(cardLabel).sort());
    expect(() => shoe.deal()).toThrow(/the shoe is empty/);
  });

  it('swaps the chosen card into the dealt position, as the test rigging assumes', () => {
    const wanted = orderedCards(1).filter((card) => card.rank === 13 || card.rank === 1);
    const shoe = shuffledShoe(1, randomnessDealing(1, wanted));
    expect(wanted.map(() => cardLabel(shoe.deal()))).toEqual(wanted.map(cardLabel));
  });

  it('refuses a shoe without decks', () => {
    expect(() => shuffledShoe(0, seededRandomness(1))).toThrow(/at least one deck/);
  });
});
