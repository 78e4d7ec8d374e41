import { describe, expect, it } from 'vitest';
import { exact } from '../exact';
import { playWheel, WHEEL_DEFAULTS, WHEEL_SEGMENTS_TENTHS, wheelExactRtp } from './wheel';
import { scriptedRandomness } from './stub-randomness.test-support';

describe('wheel', () => {
  it.each(Object.keys(WHEEL_SEGMENTS_TENTHS) as (keyof typeof WHEEL_SEGMENTS_TENTHS)[])(
    'returns exactly 97%% at %s risk on 20 segments',
    (risk) => {
      expect(WHEEL_SEGMENTS_TENTHS[risk]).toHaveLength(20);
      expect(wheelExactRtp({ risk })).toEqual(exact(97, 100));
    },
  );

  it('pays the segment under the pointer', () => {
    expect(playWheel(scriptedRandomness([15]), WHEEL_DEFAULTS)).toEqual({ segment: 15, multiplier: exact(6) });
  });
});
