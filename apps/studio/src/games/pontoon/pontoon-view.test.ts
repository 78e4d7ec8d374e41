import { describe, expect, it } from 'vitest';
import { bankerSlots, cardsBought, cardsDealt, pontoonViewSchema, type PontoonView } from './pontoon-view';

const open: PontoonView = pontoonViewSchema.parse({
  phase: 'player-turn',
  player: {
    cards: [
      { rank: 5, suit: 'hearts' },
      { rank: 6, suit: 'clubs' },
    ],
    total: 11,
    soft: false,
    kind: 'total',
    stake: 100,
    first_stake: 100,
    twisted: false,
  },
  banker: { face_down: 2 },
});

const settled: PontoonView = pontoonViewSchema.parse({
  phase: 'settled',
  player: {
    ...open.player,
    cards: [...open.player.cards, { rank: 9, suit: 'spades' }],
    total: 20,
    stake: 200,
  },
  banker: {
    cards: [
      { rank: 10, suit: 'spades' },
      { rank: 7, suit: 'hearts' },
    ],
    total: 17,
    soft: false,
    kind: 'total',
  },
  result: 'win',
  returned: 400,
});

describe('pontoon view', () => {
  it("draws the banker's cards face down until the round settles", () => {
    expect(bankerSlots(open)).toEqual([undefined, undefined]);
    expect(bankerSlots(settled)).toHaveLength(2);
  });

  it("counts the cards an answer deals, the banker's turning over included", () => {
    expect(cardsDealt(undefined, open)).toBe(4);
    expect(cardsDealt(open, settled)).toBe(3);
  });

  it('counts the cards bought from the stake, and refuses a malformed view', () => {
    expect(cardsBought(open)).toBe(0);
    expect(cardsBought(settled)).toBe(1);
    expect(settled.result).toBe('win');
    expect(pontoonViewSchema.safeParse({ phase: 'dealing' }).success).toBe(false);
    expect(pontoonViewSchema.safeParse({ ...open, banker: { cards: 2 } }).success).toBe(false);
  });
});
