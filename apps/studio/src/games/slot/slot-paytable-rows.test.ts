import { catalogueSlotDefinition } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { payMode, scatterRows, symbolPayRows, winCapAmount } from './slot-paytable-rows';

const frostheim = catalogueSlotDefinition('fortunes-of-frostheim')!;

describe('slot paytable rows', () => {
  it('price every paying run of every symbol at the coin value, best symbol first', () => {
    const rows = symbolPayRows(frostheim, 5);
    expect(rows.map((row) => row.symbol)).toEqual(frostheim.symbols);
    const top = rows[0]!;
    expect(top.pays.map((pay) => pay.run)).toEqual([3, 4, 5]);
    expect(top.pays.map((pay) => pay.amount)).toEqual(frostheim.paytable.H1!.slice(2).map((coins) => coins * 5));
  });

  it('price scatters on the total bet, with the free spins they award, most scatters first', () => {
    const rows = scatterRows(frostheim, 125);
    expect(rows.map((row) => row.count)).toEqual([5, 4, 3]);
    expect(rows[2]).toEqual({
      count: 3,
      betMultiple: frostheim.scatter.pays['3'],
      amount: frostheim.scatter.pays['3']! * 125,
      freeSpins: frostheim.scatter.freeSpins['3'],
      retriggers: frostheim.scatter.retriggers['3'],
    });
  });

  it('say lines or ways and the cap at this bet', () => {
    expect(payMode(frostheim)).toEqual({ kind: 'lines', lines: 25 });
    expect(payMode({ ...frostheim, pays: { kind: 'ways' } })).toEqual({ kind: 'ways', ways: 243 });
    expect(winCapAmount(frostheim, 125)).toBe(frostheim.winCapMultiple * 125);
  });
});
