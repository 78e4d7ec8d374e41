import { describe, expect, it } from 'vitest';
import { dealFrom, freshShoe } from './shoe-state';
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

  it('deals each card of a deck first equally often (chi-square, 51 degrees of freedom, 0.1% level)', () => {
    const randomness = seededRandomness(52);
    const counts = new Map<string, number>();
    const rounds = 52_000;
    for (let round = 0; round < rounds; round += 1) {
      const label = cardLabel(shuffledShoe(1, randomness).deal());
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    const expected = rounds / 52;
    const chiSquare = [...counts.values()].reduce((total, count) => total + (count - expected) ** 2 / expected, 0);
    expect(counts.size).toBe(52);
    expect(chiSquare).toBeLessThan(87.97);
  });

  it('deals the same cards as the storable shoe state given the same randomness', () => {
    const shoe = shuffledShoe(6, seededRandomness(3));
    const storable = seededRandomness(3);
    let state = freshShoe(6);
    for (let i = 0; i < 300; i += 1) {
      const next = dealFrom(state, storable);
      expect(next.card).toEqual(shoe.deal());
      state = JSON.parse(JSON.stringify(next.shoe)) as typeof state;
    }
  });
});
