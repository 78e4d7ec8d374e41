import type { SicBoBet } from '@casino/game-engine';
import { exact, fairRandomness } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { sicBoFamily } from './sic-bo-family';
import { scripted } from './rigged-randomness.test-support';
import { refusedField } from './refused-field.test-support';

/** Each die is nextInt(6) + 1. */
const roll = (...faces: number[]) => scripted(faces.map((face) => face - 1));
const returnsOf = (view: Record<string, unknown>) => (view.bets as { returned: number }[]).map((bet) => bet.returned);

const slip: SicBoBet[] = [
  { type: 'small', stake: 10 },
  { type: 'big', stake: 10 },
  { type: 'any-triple', stake: 10 },
  { type: 'triple', face: 5, stake: 10 },
  { type: 'double', face: 5, stake: 10 },
  { type: 'single', face: 5, stake: 10 },
  { type: 'total', total: 15, stake: 10 },
  { type: 'combination', faces: [1, 5], stake: 10 },
];

describe('sic bo family', () => {
  it('settles each box on a mixed roll', () => {
    const round = sicBoFamily.play({}, 80, { bets: slip }, [], roll(1, 3, 5));
    expect(round.view).toMatchObject({ dice: [1, 3, 5], total: 9 });
    expect(returnsOf(round.view)).toEqual([20, 0, 0, 0, 0, 20, 0, 60]);
    expect(round).toMatchObject({ staked: 80, returned: 100, actions: [] });
  });

  it('takes small and big on a triple and pays the triple boxes', () => {
    const round = sicBoFamily.play({}, 80, { bets: slip }, [], roll(5, 5, 5));
    expect(returnsOf(round.view)).toEqual([0, 0, 310, 1810, 110, 40, 180, 0]);
    expect(round.returned).toBe(2450);
  });

  it('refuses boxes that are not on the table, a wrong stake, and any action', () => {
    const bad = (bet: unknown) => () => sicBoFamily.play({}, 10, { bets: [bet] } as never, [], scripted([]));
    expect(refusedField(bad({ type: 'total', total: 3, stake: 10 }))).toBe('choice');
    expect(refusedField(bad({ type: 'single', face: 7, stake: 10 }))).toBe('choice');
    expect(refusedField(bad({ type: 'combination', faces: [2, 2], stake: 10 }))).toBe('choice');
    expect(refusedField(() => sicBoFamily.play({}, 9, { bets: [slip[0]!] }, [], scripted([])))).toBe('stake');
    const act = [{ action: 'roll', details: {} }];
    expect(refusedField(() => sicBoFamily.play({}, 10, { bets: [slip[0]!] }, act, scripted([])))).toBe('action');
  });

  it('replays the same roll from the same seeds', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 1 };
    const first = sicBoFamily.play({}, 80, { bets: slip }, [], fairRandomness(seeds));
    expect(sicBoFamily.play({}, 80, { bets: slip }, [], fairRandomness(seeds))).toEqual(first);
  });

  it('shows the worst box (a total of 9 or 12) as the RTP and small as the hit rate', () => {
    expect(sicBoFamily.exactRtp({})).toEqual(exact(175, 216));
    // Totals 4–10 that are not the triples 1-1-1, 2-2-2, 3-3-3: 105 of the 216 ordered rolls.
    expect(sicBoFamily.hitRate({})).toEqual(exact(105, 216));
  });
});
