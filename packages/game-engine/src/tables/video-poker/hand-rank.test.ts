import { describe, expect, it } from 'vitest';
import { drawTables, RANK_COUNT } from './draw-tables';
import { HAND_RANKS } from './hand-rank';
import { cards } from '../shared/test-support';
import { handRankOf } from './video-poker';

describe('Jacks or Better hand ranks', () => {
  it.each([
    ['10s Js Qs Ks As', 'royal-flush'],
    ['As 2s 3s 4s 5s', 'straight-flush'],
    ['9h 10h Jh Qh Kh', 'straight-flush'],
    ['7c 7d 7h 7s 2c', 'four-of-a-kind'],
    ['3c 3d 3h 9s 9c', 'full-house'],
    ['2d 7d 9d Jd Kd', 'flush'],
    ['10c Jd Qh Ks Ac', 'straight'],
    ['Ac 2d 3h 4s 5c', 'straight'],
    ['Qc Kd Ah 2s 3c', 'nothing'],
    ['5c 5d 5h Ks 2c', 'three-of-a-kind'],
    ['5c 5d 9h 9s 2c', 'two-pair'],
    ['Jc Jd 9h 4s 2c', 'jacks-or-better'],
    ['Ac Ad 9h 4s 2c', 'jacks-or-better'],
    ['10c 10d 9h 4s 2c', 'nothing'],
  ])('%s is %s', (labels, rank) => {
    expect(handRankOf(cards(labels))).toBe(rank);
  });

  it('counts the textbook number of each rank among all C(52, 5) hands', () => {
    // The table of hands containing the empty set is the whole census.
    const census = drawTables().containing[0]!;
    const byRank = Object.fromEntries(HAND_RANKS.map((rank, index) => [rank, census[index]]));
    expect(census.length).toBe(RANK_COUNT);
    expect(byRank).toEqual({
      nothing: 1_302_540 + 1_098_240 - 337_920,
      'jacks-or-better': 337_920,
      'two-pair': 123_552,
      'three-of-a-kind': 54_912,
      straight: 10_200,
      flush: 5_108,
      'full-house': 3_744,
      'four-of-a-kind': 624,
      'straight-flush': 36,
      'royal-flush': 4,
    });
  });
});
