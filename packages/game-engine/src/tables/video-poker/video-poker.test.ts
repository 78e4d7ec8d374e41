import { describe, expect, it } from 'vitest';
import { cardLabel } from '../shared/cards';
import { randomnessDealing, scriptedRandomness } from '../shared/test-support';
import { JACKS_OR_BETTER_9_6 } from './paytable';
import { cards } from '../shared/test-support';
import { dealVideoPoker, drawVideoPoker } from './video-poker';

const labels = (dealt: Parameters<typeof cardLabel>[0][]) => dealt.map(cardLabel);
const rigged = (hand: string, pile: string) => randomnessDealing(1, cards(`${hand} ${pile}`));

describe('video poker rounds', () => {
  it('draws the whole round at the deal: ten Fisher–Yates steps over 52, 51, … 43 cards', () => {
    const maxima: number[] = [];
    const deal = dealVideoPoker(100, {
      nextInt(max) {
        maxima.push(max);
        return scriptedRandomness([0]).nextInt(max);
      },
    });
    expect(maxima).toEqual([52, 51, 50, 49, 48, 47, 46, 45, 44, 43]);
    expect(labels([...deal.hand])).toEqual(['A♠', '2♠', '3♠', '4♠', '5♠']);
    expect(labels([...deal.drawPile])).toEqual(['6♠', '7♠', '8♠', '9♠', '10♠']);
  });

  it('replaces discards left to right from the draw pile and pays "for one" on the stake', () => {
    const deal = dealVideoPoker(100, rigged('Jh 4c Jc 9s 2d', 'Jd 3s Js Kd Qd'));
    const outcome = drawVideoPoker(JACKS_OR_BETTER_9_6, deal, [true, false, true, false, false]);
    expect(labels([...outcome.finalHand])).toEqual(['J♥', 'J♦', 'J♣', '3♠', 'J♠']);
    expect(outcome).toMatchObject({ handRank: 'four-of-a-kind', returned: 2500 });
  });

  it('pays a held royal 800 for one and a losing hand nothing', () => {
    const royal = dealVideoPoker(5, rigged('10s Js Qs Ks As', '2c 3c 4c 5c 7d'));
    expect(drawVideoPoker(JACKS_OR_BETTER_9_6, royal, [true, true, true, true, true])).toMatchObject({
      handRank: 'royal-flush',
      returned: 4000,
    });
    expect(drawVideoPoker(JACKS_OR_BETTER_9_6, royal, [false, false, false, false, false])).toMatchObject({
      handRank: 'nothing',
      returned: 0,
    });
  });

  it('rounds a fractional payout down to the minor unit', () => {
    const deal = dealVideoPoker(3, rigged('Jh Jc 4c 9s 2d', '5d 6d 7d 8d 10d'));
    const tenthMore = { ...JACKS_OR_BETTER_9_6, 'jacks-or-better': 110 };
    expect(drawVideoPoker(tenthMore, deal, [true, true, true, true, true]).returned).toBe(3);
  });

  it('refuses a hold that does not name five cards, and a stake that is not whole', () => {
    const deal = dealVideoPoker(100, rigged('Jh Jc 4c 9s 2d', '5d 6d 7d 8d 10d'));
    expect(() => drawVideoPoker(JACKS_OR_BETTER_9_6, deal, [true])).toThrow(/five cards/);
    expect(() => dealVideoPoker(0.5, scriptedRandomness([]))).toThrow(/positive whole number/);
  });
});
