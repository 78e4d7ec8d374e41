import { describe, expect, it } from 'vitest';
import { redDogViewSchema, tableCards } from './red-dog-view';

const five = { rank: 5, suit: 'clubs' };
const nine = { rank: 9, suit: 'hearts' };
const seven = { rank: 7, suit: 'spades' };

describe('red dog view', () => {
  it('keeps the third card face down while the player decides', () => {
    const view = redDogViewSchema.parse({ phase: 'spread', cards: [five, nine], spread: 3, pays: 2 });
    expect(tableCards(view)).toEqual({ first: five, middle: 'face-down', second: nine });
  });

  it('puts the drawn card between the two, and leaves the middle empty on consecutive cards', () => {
    const won = redDogViewSchema.parse({
      phase: 'settled',
      cards: [five, nine, seven],
      spread: 3,
      pays: 2,
      raise: true,
      result: 'win',
    });
    expect(tableCards(won).middle).toEqual(seven);
    const push = redDogViewSchema.parse({
      phase: 'settled',
      cards: [five, { rank: 6, suit: 'hearts' }],
      spread: 0,
      pays: null,
      raise: false,
      result: 'push',
    });
    expect(tableCards(push).middle).toBe('empty');
    expect(redDogViewSchema.safeParse({ phase: 'war', cards: [] }).success).toBe(false);
  });
});
