import { describe, expect, it } from 'vitest';
import { buildCatalog } from './build-catalog';
import { studioGameOf } from './studio-games';

describe('studio families in the seeded catalogue', () => {
  const catalog = buildCatalog();

  it('gives every instant game a family, and every pokie its own slot maths, first version', () => {
    const instant = catalog.games.filter((game) => game.categories.includes('instant'));
    expect(instant.length).toBeGreaterThan(10);
    for (const game of instant) expect(game.studio, game.title).not.toBeNull();
    const pokies = catalog.games.filter((g) => g.categories.includes('pokies'));
    expect(pokies.length).toBeGreaterThan(200);
    for (const game of pokies) {
      expect(game.studio, game.title).toEqual({ family: 'slot', params: { maths: game.slug, version: 1 } });
    }
  });

  it('maps table bases to their families, and leaves games without a family yet unmapped', () => {
    expect(studioGameOf('French Roulette', 'x')).toEqual({ family: 'roulette', params: { variant: 'french' } });
    expect(studioGameOf('Jacks or Better', 'x')).toEqual({
      family: 'video-poker',
      params: { paytable: 'jacks-or-better-9-6' },
    });
    expect(studioGameOf('Three Card Poker', 'x')).toEqual({ family: 'three-card-poker', params: {} });
    expect(studioGameOf('Three Card Poker Live', 'x')).toEqual({ family: 'three-card-poker', params: {} });
    expect(studioGameOf("Casino Hold'em Live", 'x')).toEqual({ family: 'casino-holdem', params: {} });
    expect(studioGameOf('Speed Blackjack', 'x')).toEqual({ family: 'blackjack', params: {} });
    expect(studioGameOf('Double Ball Roulette', 'x')).toEqual({ family: 'double-ball-roulette', params: {} });
    expect(studioGameOf('No Commission Baccarat', 'x')).toEqual({ family: 'baccarat', params: { noCommission: true } });
    expect(studioGameOf('Caribbean Stud', 'x')).toEqual({ family: 'caribbean-stud', params: {} });
    expect(studioGameOf('Craps', 'x')).toEqual({ family: 'craps', params: {} });
    expect(studioGameOf('Pontoon', 'x')).toEqual({ family: 'pontoon', params: {} });
    expect(studioGameOf('Deuces Wild', 'x')).toEqual({
      family: 'video-poker',
      params: { paytable: 'deuces-wild-illinois' },
    });
    expect(studioGameOf('Pai Gow Poker', 'x')).toBeNull();
  });

  it('derives parameters from the slug: the same slug always, different slugs apart', () => {
    expect(studioGameOf('Pegfall', 'nova-pegfall')).toEqual(studioGameOf('Pegfall', 'nova-pegfall'));
    const boards = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((slug) => JSON.stringify(studioGameOf('Pegfall', slug))),
    );
    expect(boards.size).toBeGreaterThan(1);
  });
});
