import { describe, expect, it } from 'vitest';
import { buildSlipChoice } from '../shared-table/bet-slip';
import { ANTE_PAYTABLE, antePays, chipOnAnte, paytableLines } from './casino-holdem-bets';

describe('casino hold’em bets', () => {
  it('sends the ante alone, its chips added up', () => {
    expect(buildSlipChoice([chipOnAnte(100), chipOnAnte(50)])).toEqual({ bets: [{ type: 'ante', stake: 150 }] });
  });

  it('pays the ante by the paytable, a hand it does not list as its lowest row', () => {
    expect(antePays(ANTE_PAYTABLE, 'royal-flush')).toBe(100);
    expect(antePays(ANTE_PAYTABLE, 'flush')).toBe(2);
    expect(antePays(ANTE_PAYTABLE, 'pair')).toBe(1);
    expect(
      antePays(
        [
          { hand: 'flush', pays: 2 },
          { hand: 'straight', pays: 1 },
        ],
        'high-card',
      ),
    ).toBe(1);
    expect(antePays([], 'flush')).toBe(0);
  });

  it('gathers the lowest hands paying alike into one line', () => {
    expect(paytableLines(ANTE_PAYTABLE)).toEqual([
      { hand: 'royal-flush', orLower: false, pays: 100 },
      { hand: 'straight-flush', orLower: false, pays: 20 },
      { hand: 'four-of-a-kind', orLower: false, pays: 10 },
      { hand: 'full-house', orLower: false, pays: 3 },
      { hand: 'flush', orLower: false, pays: 2 },
      { hand: 'straight', orLower: true, pays: 1 },
    ]);
  });

  it('keeps a paytable that stops short of high card as it is', () => {
    const short = [
      { hand: 'royal-flush' as const, pays: 100 },
      { hand: 'straight' as const, pays: 1 },
    ];
    expect(paytableLines(short)).toEqual([
      { hand: 'royal-flush', orLower: false, pays: 100 },
      { hand: 'straight', orLower: false, pays: 1 },
    ]);
    expect(paytableLines([{ hand: 'high-card', pays: 1 }])).toEqual([{ hand: 'high-card', orLower: false, pays: 1 }]);
  });
});
