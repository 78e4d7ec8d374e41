import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { exact, sub, toNumber } from '../../exact';
import { binomial } from '../video-poker/draw-tables';
import { card, cards, confidenceInterval99, seededRandomness } from '../shared/test-support';
import type { CaribbeanStudShowdown } from './caribbean-stud';
import { CARIBBEAN_STUD, playCaribbeanStud, showdownOf } from './caribbean-stud';
import type { DealerTables } from './dealer-counts';
import { buildDealerTables, DEALER_HANDS, dealerShowdownCounts } from './dealer-counts';
import { caribbeanStudExactReturn, DEALS, optimalDecision } from './exact-return';
import {
  CARIBBEAN_STUD_OPTIMAL_HIT_RATE,
  CARIBBEAN_STUD_OPTIMAL_RTP,
  CARIBBEAN_STUD_PAID_RAISES,
  caribbeanStudExactRtp,
  caribbeanStudRtpWithRaisePaying,
} from './exact-rtp';
import type { PokerHand } from './hand-rank';
import { scoreOfIndices } from './hand-rank';
import { forEachDealClass } from './suit-classes';

const docs = readFileSync(new URL('../../../../../docs/game-maths-tables.md', import.meta.url), 'utf8');
const index = (label: string) => {
  const parsed = card(label);
  return ['spades', 'hearts', 'diamonds', 'clubs'].indexOf(parsed.suit) * 13 + parsed.rank - 1;
};

/** The dealer hands holding `up` and none of `player`, dealt out one by one. */
function directCounts(player: readonly number[], up: number): Record<CaribbeanStudShowdown, number> {
  const counts = { 'dealer-does-not-qualify': 0, win: 0, tie: 0, lose: 0 };
  const mine = scoreOfIndices(player[0]!, player[1]!, player[2]!, player[3]!, player[4]!);
  const left = Array.from({ length: 52 }, (_, at) => at).filter((at) => at !== up && !player.includes(at));
  for (let a = 0; a < left.length; a += 1) {
    for (let b = a + 1; b < left.length; b += 1) {
      for (let c = b + 1; c < left.length; c += 1) {
        for (let d = c + 1; d < left.length; d += 1) {
          counts[showdownOf(mine, scoreOfIndices(up, left[a]!, left[b]!, left[c]!, left[d]!))] += 1;
        }
      }
    }
  }
  return counts;
}

describe('caribbean stud exact return of the best decisions', () => {
  let tables: DealerTables;
  beforeAll(() => {
    tables = buildDealerTables();
  }, 60_000);

  it('counts the dealer hands a hand and up card meet as dealing them all out does', () => {
    const chosen: [string, string][] = [
      ['As Kd 9c 5h 3s', 'Ah'],
      ['As Kd Jc 8h 2s', '7d'],
      ['9s 9d Ac 5h 3s', '9h'],
      ['As 2d 3c 4h 5s', 'Kc'],
      ['Qs Js 9s 7d 3h', 'As'],
    ];
    // And a few drawn at random, so no shape of hand is left out by choice.
    const randomness = seededRandomness(52);
    for (let draw = 0; draw < 3; draw += 1) {
      const deck = Array.from({ length: 52 }, (_, at) => at);
      const dealt = Array.from({ length: 6 }, () => deck.splice(randomness.nextInt(deck.length), 1)[0]!);
      chosen.push([dealt.slice(0, 5).join(' '), String(dealt[5])]);
    }
    for (const [hand, up] of chosen) {
      const parse = (label: string) => (/^\d+$/.test(label) ? Number(label) : index(label));
      const player = hand
        .split(' ')
        .map(parse)
        .sort((a, b) => a - b);
      const counts = dealerShowdownCounts(tables, player, parse(up));
      expect(counts, `${hand} against ${up}`).toEqual(directCounts(player, parse(up)));
      expect(Object.values(counts).reduce((total, count) => total + count, 0)).toBe(DEALER_HANDS);
    }
  }, 60_000);

  it('examines each (hand, up card) once up to renaming suits: 5,649,150 classes weighing C(52, 5) × 47', () => {
    let [classes, weights] = [0, 0];
    forEachDealClass((_player, _up, weight) => {
      classes += 1;
      weights += weight;
    });
    expect(classes).toBe(5_649_150);
    expect(weights).toBe(binomial(52, 5) * 47);
  }, 60_000);

  it('recomputes the pinned paid raises of ace-king and straight-or-better hands, raising every straight', () => {
    // High cards hold every ace-king decision; the whole enumeration (`npm run rtp:caribbean-stud`) takes longer.
    const checked: PokerHand[] = ['high-card', 'straight', 'flush', 'full-house', 'straight-flush', 'royal-flush'];
    const partial = caribbeanStudExactReturn(CARIBBEAN_STUD, (hand) => checked.includes(hand), tables);
    for (const hand of checked) expect(partial.paidRaises[hand], hand).toBe(CARIBBEAN_STUD_PAID_RAISES[hand]);
    expect(partial.raised.straight).toBe(10_200n * 47n);
    // Of the 167,280 ace-king hands' 7,862,160 (hand, up card) pairs, 2,862,264 are raised; nothing lower is.
    expect(partial.raised['high-card']).toBe(2_862_264n);
  }, 60_000);

  it('decides as the rules page says: a pair or better raises, below ace-king folds, ace-king depends', () => {
    const decide = (hand: string, up: string) => optimalDecision(cards(hand), card(up), CARIBBEAN_STUD, tables);
    expect(decide('2s 2d 3c 4h 6s', 'Ah')).toBe('raise');
    expect(decide('As Qd Jc 10h 8s', '2h')).toBe('fold');
    // Ace-king: an up card matching one of the player's raises, a lone low kicker against an ace does not.
    expect(decide('As Kd Jc 8h 2s', '8d')).toBe('raise');
    expect(decide('As Kd 5c 4h 2s', 'Ah')).toBe('fold');
  }, 60_000);

  it('publishes the pinned RTP, the published 5.224% house edge, and its hit rate in the docs', () => {
    expect(caribbeanStudExactRtp()).toBe(CARIBBEAN_STUD_OPTIMAL_RTP);
    expect(toNumber(sub(exact(1), CARIBBEAN_STUD_OPTIMAL_RTP))).toBeCloseTo(0.05224, 5);
    for (const { n, d } of [CARIBBEAN_STUD_OPTIMAL_RTP, CARIBBEAN_STUD_OPTIMAL_HIT_RATE]) {
      expect(docs).toContain(`${n}/${d}`);
    }
  });

  it('moves the RTP by the paid raises of a hand when its payout changes', () => {
    expect(caribbeanStudRtpWithRaisePaying('pair', 1)).toEqual(CARIBBEAN_STUD_OPTIMAL_RTP);
    expect(sub(caribbeanStudRtpWithRaisePaying('two-pair', 3), CARIBBEAN_STUD_OPTIMAL_RTP)).toEqual(
      exact(2n * CARIBBEAN_STUD_PAID_RAISES['two-pair'], DEALS),
    );
  });

  it('lies inside the 99% interval of 200,000 rounds of the real engine played best, a two pair paying 3:1 does not', () => {
    const randomness = seededRandomness(21);
    const decide = (player: Parameters<typeof optimalDecision>[0], up: Parameters<typeof optimalDecision>[1]) =>
      optimalDecision(player, up, CARIBBEAN_STUD, tables);
    let hits = 0;
    const perUnit = Array.from({ length: 200_000 }, () => {
      const round = playCaribbeanStud(CARIBBEAN_STUD, { ante: 100 }, randomness, decide);
      const returned = round.anteReturn + round.raiseReturn;
      if (returned > 0) hits += 1;
      return (returned - round.raise) / 100;
    });
    const interval = confidenceInterval99(perUnit);
    const inside = (value: number) => value >= interval.low && value <= interval.high;
    expect(inside(toNumber(CARIBBEAN_STUD_OPTIMAL_RTP))).toBe(true);
    expect(inside(toNumber(caribbeanStudRtpWithRaisePaying('two-pair', 3)))).toBe(false);
    expect(Math.abs(hits / perUnit.length - toNumber(CARIBBEAN_STUD_OPTIMAL_HIT_RATE))).toBeLessThan(0.005);
  }, 60_000);
});
