import type { Game } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { CatalogItem } from './catalog-items';
import { packGridRows } from './grid-rows';

const game = (identifier: string): CatalogItem => ({ kind: 'game', key: identifier, game: { identifier } as Game });

describe('packGridRows', () => {
  it('fills rows of the column count in order', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].map(game);
    expect(packGridRows(items, 2)).toEqual([[0, 1], [2, 3], [4]]);
  });

  it('counts the cashback card as two columns, as the grid lays it out', () => {
    const items: CatalogItem[] = [{ kind: 'cashback', key: 'cashback-card' }, ...['a', 'b', 'c'].map(game)];
    expect(packGridRows(items, 3)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('puts a two-column item that no longer fits on the next row', () => {
    const items: CatalogItem[] = [game('a'), game('b'), { kind: 'cashback', key: 'cashback-card' }, game('c')];
    expect(packGridRows(items, 3)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('lays out nothing for no items', () => {
    expect(packGridRows([], 4)).toEqual([]);
  });
});
