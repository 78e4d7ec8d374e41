import { describe, expect, it } from 'vitest';
import { cards } from '../shared/test-support';
import { callsByTheRules } from './rules-strategy';

const calls = (hole: string, flop: string) => callsByTheRules(cards(hole), cards(flop));

describe("casino hold'em rules page strategy", () => {
  it('calls a pair or better that uses one of the player’s cards, and folds a pair on the board alone', () => {
    expect(calls('2s 2d', '9c Jh 5s')).toBe(true);
    expect(calls('3s 8d', '8c Jh 5s')).toBe(true);
    expect(calls('3s 7d', '8c 8h 5d')).toBe(false);
  });

  it('calls four to a flush or to a straight with one of the player’s cards, aces at either end', () => {
    expect(calls('2h 7h', '9h Jh 5s')).toBe(true);
    expect(calls('2s 7d', '9h Jh 5h')).toBe(false);
    expect(calls('6s 7d', '8c 9h 2s')).toBe(true);
    expect(calls('6s 2d', '8c 9h 5s')).toBe(true);
    expect(calls('As 3d', '2c 4h 8s')).toBe(true);
    expect(calls('3s 2d', 'Jc Qh Ks')).toBe(false);
  });

  it('calls a ten or higher, and folds everything else', () => {
    expect(calls('10s 2d', '4c 7h Qs')).toBe(true);
    expect(calls('9s 2d', '4c 7h Qs')).toBe(false);
  });
});
