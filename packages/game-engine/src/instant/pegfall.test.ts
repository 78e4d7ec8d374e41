import { describe, expect, it } from 'vitest';
import { exact, toNumber } from '../exact';
import {
  PEGFALL_DEFAULTS,
  PEGFALL_RISKS,
  PEGFALL_ROWS,
  pegfallExactRtp,
  pegfallPaytable,
  playPegfall,
} from './pegfall';
import { scriptedRandomness } from './stub-randomness.test-support';

const boards = PEGFALL_RISKS.flatMap((risk) => PEGFALL_ROWS.map((rows) => ({ risk, rows })));

describe('pegfall', () => {
  it.each(boards)('returns within 0.05% of 98% on $rows rows at $risk risk, symmetrically', (params) => {
    expect(Math.abs(toNumber(pegfallExactRtp(params)) - 0.98)).toBeLessThan(0.0005);
    const table = pegfallPaytable(params);
    expect(table).toHaveLength(params.rows + 1);
    expect([...table].reverse()).toEqual(table);
  });

  it('drops into the bucket counted by rights and pays its tenths', () => {
    const outcome = playPegfall(scriptedRandomness([2 ** 16 - 1]), PEGFALL_DEFAULTS);
    expect(outcome.bucket).toBe(16);
    expect(outcome.multiplier).toEqual(exact(1094, 10));
    const zigzag = playPegfall(scriptedRandomness([0b1010_0000]), { rows: 8, risk: 'low' });
    expect(zigzag.path).toEqual([true, false, true, false, false, false, false, false]);
    expect(zigzag.multiplier).toEqual(exact(14, 10));
  });

  it('has the exact RTP Σ C(16, k) / 2^16 × payout on the default board', () => {
    expect(pegfallExactRtp(PEGFALL_DEFAULTS)).toEqual(exact(160563, 163840));
  });
});
