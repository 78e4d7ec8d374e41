import { describe, expect, it } from 'vitest';
import { TABLE_FAMILIES } from './index';

describe('table families', () => {
  it('registers each table family once, with defaults its own params schema accepts', () => {
    expect(TABLE_FAMILIES.map((family) => family.id)).toEqual([
      'roulette',
      'double-ball-roulette',
      'baccarat',
      'sic-bo',
      'dragon-tiger',
      'casino-war',
      'red-dog',
      'blackjack',
      'three-card-poker',
      'caribbean-stud',
      'casino-holdem',
      'craps',
      'pontoon',
    ]);
    for (const family of TABLE_FAMILIES) {
      expect(family.params.safeParse(family.defaults).success, family.id).toBe(true);
    }
  });

  it('prices every default game below 100% and above nothing', () => {
    for (const family of TABLE_FAMILIES) {
      const rtp = family.exactRtp(family.defaults);
      const hitRate = family.hitRate(family.defaults);
      expect(rtp.n < rtp.d && rtp.n > 0n, family.id).toBe(true);
      expect(hitRate.n < hitRate.d && hitRate.n > 0n, family.id).toBe(true);
    }
  });
});
