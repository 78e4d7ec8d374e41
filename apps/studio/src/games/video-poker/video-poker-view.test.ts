import { describe, expect, it } from 'vitest';
import {
  buildDrawDetails,
  cardsShown,
  normalizePaytable,
  NO_HOLDS,
  paytableShown,
  toggleHold,
  videoPokerViewSchema,
} from './video-poker-view';

const hand = [
  { rank: 11, suit: 'hearts' },
  { rank: 4, suit: 'clubs' },
  { rank: 11, suit: 'spades' },
  { rank: 9, suit: 'diamonds' },
  { rank: 1, suit: 'hearts' },
];

describe('video poker', () => {
  it('holds and releases cards, and sends exactly five holds', () => {
    const held = toggleHold(toggleHold(NO_HOLDS, 0), 2);
    expect(held).toEqual([true, false, true, false, false]);
    expect(toggleHold(held, 0)).toEqual([false, false, true, false, false]);
    expect(buildDrawDetails(held)).toEqual({ hold: [true, false, true, false, false] });
    expect(buildDrawDetails([true])).toEqual({ hold: [true, false, false, false, false] });
  });

  it('reads a paytable in hundredths or for one, best hand first', () => {
    const inHundredths = normalizePaytable([
      { hand: 'jacks-or-better', pays: 100 },
      { hand: 'royal-flush', pays: 80000 },
      { hand: 'nothing', pays: 0 },
    ]);
    expect(inHundredths).toEqual([
      { hand: 'royal-flush', pays: 800 },
      { hand: 'jacks-or-better', pays: 1 },
    ]);
    expect(normalizePaytable([{ hand: 'jacks-or-better', pays: '1' }])).toEqual([{ hand: 'jacks-or-better', pays: 1 }]);
  });

  it('shows the deal while holding and the final hand once drawn', () => {
    const open = videoPokerViewSchema.parse({ hand, paytable: [{ hand: 'jacks-or-better', pays: 1 }] });
    expect(cardsShown(open)).toEqual(hand);
    const finalHand = [
      hand[0],
      { rank: 2, suit: 'spades' },
      hand[2],
      { rank: 11, suit: 'diamonds' },
      { rank: 6, suit: 'hearts' },
    ];
    const finished = videoPokerViewSchema.parse({
      hand,
      held: [true, false, true, false, false],
      final_hand: finalHand,
      hand_rank: 'three-of-a-kind',
      multiplier: '3.0000',
    });
    expect(cardsShown(finished)).toEqual(finalHand);
    expect(videoPokerViewSchema.safeParse({ hand: hand.slice(0, 4), paytable: [] }).success).toBe(false);
  });

  it("shows the game's own table before the first deal, and the round's once dealt, Deuces Wild included", () => {
    expect(paytableShown(undefined, {})[0]).toEqual({ hand: 'royal-flush', pays: 800 });
    const deuces = paytableShown(undefined, { paytable: 'deuces-wild-illinois' });
    expect(deuces.map((row) => row.hand)).toEqual([
      'natural-royal-flush',
      'four-deuces',
      'wild-royal-flush',
      'five-of-a-kind',
      'straight-flush',
      'four-of-a-kind',
      'full-house',
      'flush',
      'straight',
      'three-of-a-kind',
    ]);
    const settled = videoPokerViewSchema.parse({
      hand,
      held: [true, false, false, false, false],
      final_hand: hand,
      hand_rank: 'three-of-a-kind',
      multiplier: '1.0000',
      paytable: [
        { hand: 'three-of-a-kind', pays: '1' },
        { hand: 'four-deuces', pays: '200' },
      ],
    });
    expect(paytableShown(settled, { paytable: 'deuces-wild-illinois' })).toEqual([
      { hand: 'four-deuces', pays: 200 },
      { hand: 'three-of-a-kind', pays: 1 },
    ]);
  });
});
