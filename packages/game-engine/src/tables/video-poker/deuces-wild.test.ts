import { beforeAll, describe, expect, it } from 'vitest';
import { exact, toNumber } from '../../exact';
import { cards, confidenceInterval99, seededRandomness } from '../shared/test-support';
import { bestHoldWith, cardIndex } from './best-hold';
import { DEUCES_WILD_EVALUATOR, DEUCES_WILD_RANKS } from './deuces-wild';
import { drawTables } from './draw-tables';
import { analyseVideoPokerWith } from './exact-rtp';
import { DEUCES_WILD_ILLINOIS, deucesWildPays } from './paytable';
import { dealVideoPoker, drawVideoPokerWith } from './video-poker';

const rankOf = (labels: string) => {
  const [a, b, c, d, e] = cards(labels).map(cardIndex) as [number, number, number, number, number];
  return DEUCES_WILD_RANKS[DEUCES_WILD_EVALUATOR.rankIndexOf(a, b, c, d, e)];
};
const PAYS = deucesWildPays(DEUCES_WILD_ILLINOIS);

describe('Deuces Wild hands', () => {
  it('ranks hands with deuces standing for any card, from a natural royal down to no pair paying nothing', () => {
    expect(rankOf('10s Js Qs Ks As')).toBe('natural-royal-flush');
    expect(rankOf('2s 2h 2d 2c 9s')).toBe('four-deuces');
    expect(rankOf('10h 2s Qh Kh Ah')).toBe('wild-royal-flush');
    expect(rankOf('7s 7h 7d 2c 2h')).toBe('five-of-a-kind');
    expect(rankOf('5h 6h 2s 8h 9h')).toBe('straight-flush');
    expect(rankOf('Ah 2c 3h 4h 5h')).toBe('straight-flush');
    expect(rankOf('9s 9h 2d Kc 4h')).toBe('three-of-a-kind');
    expect(rankOf('9s 9h 2d 9c 4h')).toBe('four-of-a-kind');
    expect(rankOf('9s 9h 2d Kc Kh')).toBe('full-house');
    expect(rankOf('9s 9h 9d Kc Kh')).toBe('full-house');
    expect(rankOf('3d 8d Jd 2s Kd')).toBe('flush');
    expect(rankOf('10s Jh 2d Kc Ah')).toBe('straight');
    expect(rankOf('9s 9h 5d Kc Kh')).toBe('nothing');
    expect(rankOf('As 2h 7d 9c Jh')).toBe('nothing');
  });

  it('counts the 2,598,960 hands by rank as the published Deuces Wild census does', () => {
    expect([...drawTables(DEUCES_WILD_EVALUATOR).containing[0]!]).toEqual([
      2_119_728, 355_080, 62_232, 14_472, 12_672, 31_552, 2_068, 624, 480, 48, 4,
    ]);
  });
});

describe('Deuces Wild, Illinois 25/15/9/4/4/3/2/1, exact return under optimal play', () => {
  let analysis: ReturnType<typeof analyseVideoPokerWith>;
  beforeAll(() => {
    analysis = analyseVideoPokerWith(DEUCES_WILD_EVALUATOR, PAYS);
  }, 60_000);

  it('is 98.9131% by full enumeration of the deals and their 32 holds, as published', () => {
    expect(analysis.rtp).toEqual(exact(547_682_606_167n, 553_700_847_700n));
    expect(analysis.hitRate).toEqual(exact(736_878_570_833n, 1_661_102_543_100n));
    expect(toNumber(analysis.rtp)).toBeCloseTo(0.989131, 6);
  });

  it('matches the published full-pay return, 100.76%, which the studio does not offer', () => {
    const fullPay = analyseVideoPokerWith(
      DEUCES_WILD_EVALUATOR,
      [0, 100, 200, 200, 300, 500, 900, 1500, 2500, 20000, 80000],
    );
    expect(toNumber(fullPay.rtp)).toBeCloseTo(1.00762, 5);
  }, 60_000);

  it('the simulation interval of 100,000 optimally played rounds holds it, not three of a kind paying 1.5', () => {
    const randomness = seededRandomness(2);
    const perUnit = Array.from({ length: 100_000 }, () => {
      const deal = dealVideoPoker(100, randomness);
      const { held } = bestHoldWith(deal.hand, DEUCES_WILD_EVALUATOR, PAYS);
      return drawVideoPokerWith(DEUCES_WILD_EVALUATOR, PAYS, deal, held).returned / 100;
    });
    const interval = confidenceInterval99(perUnit);
    expect(toNumber(analysis.rtp)).toBeGreaterThanOrEqual(interval.low);
    expect(toNumber(analysis.rtp)).toBeLessThanOrEqual(interval.high);
    // Three of a kind at 1.5 returns at least this table's play of it: the RTP plus half the chance of trips.
    const trips = toNumber(analysis.finalHands['three-of-a-kind']!);
    expect(interval.high).toBeLessThan(toNumber(analysis.rtp) + trips / 2);
  }, 60_000);
});
