import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exact, sub, toNumber } from '../../exact';
import { confidenceInterval99, seededRandomness } from '../shared/test-support';
import { pontoonExactReturn } from './exact-return';
import {
  PAID_PONTOON_CHANCE,
  PONTOON_STRATEGY_HIT_RATE,
  PONTOON_STRATEGY_RTP,
  pontoonRtpWithPontoonPaying,
} from './exact-rtp';
import { PONTOON } from './rules';
import { playPontoonByStrategy, pontoonReturnPerFirstStake } from './strategy';

const docs = readFileSync(new URL('../../../../../docs/game-maths-tables.md', import.meta.url), 'utf8');

describe('pontoon exact return of the rules page strategy', () => {
  it('recomputes the pinned RTP and hit rate, published in the docs', () => {
    const { rtp, hitRate } = pontoonExactReturn();
    expect(rtp).toEqual(PONTOON_STRATEGY_RTP);
    expect(hitRate).toEqual(PONTOON_STRATEGY_HIT_RATE);
    expect(toNumber(rtp)).toBeCloseTo(0.975458, 6);
    expect(docs).toContain(`${rtp.n}/${rtp.d}`);
    expect(docs).toContain(`${hitRate.n}/${hitRate.d}`);
  }, 30_000);

  it('moves the RTP by the paid pontoons, counted by hand, when a pontoon pays 1:1 instead', () => {
    // A full recomputation with `pontoonPays: 1` gave the same fraction while writing this (seconds).
    expect(PAID_PONTOON_CHANCE).toEqual(exact(7552, 162_435));
    expect(pontoonRtpWithPontoonPaying(1)).toEqual(sub(PONTOON_STRATEGY_RTP, exact(7552, 162_435)));
  }, 30_000);

  it('lies inside the 99% interval of 100,000 rounds played by the real engine, and a pontoon paying 1:1 does not', () => {
    const randomness = seededRandomness(15);
    const perUnit = Array.from({ length: 100_000 }, () =>
      pontoonReturnPerFirstStake(playPontoonByStrategy(PONTOON, 100, randomness)),
    );
    const interval = confidenceInterval99(perUnit);
    const inside = (value: number) => value >= interval.low && value <= interval.high;
    expect(inside(toNumber(PONTOON_STRATEGY_RTP))).toBe(true);
    expect(inside(toNumber(pontoonRtpWithPontoonPaying(1)))).toBe(false);
    const hits = perUnit.filter((value) => value > 0).length / perUnit.length;
    expect(Math.abs(hits - toNumber(PONTOON_STRATEGY_HIT_RATE))).toBeLessThan(0.005);
  }, 30_000);
});
