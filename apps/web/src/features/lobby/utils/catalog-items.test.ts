import type { Game } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { buildCatalogItems, type CatalogItem } from './catalog-items';

const game = (n: number) => ({ identifier: `studio/game-${n}` }) as Game;
const games = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => game(from + i));
const kinds = (items: CatalogItem[]) => items.map((item) => (item.kind === 'game' ? item.game.identifier : item.kind));

describe('buildCatalogItems', () => {
  it('puts the random card after the 10th game', () => {
    const items = buildCatalogItems([games(1, 40)], { category: 'pokies' });
    expect(items).toHaveLength(41);
    expect(items[10]?.kind).toBe('random');
    expect(items[9]).toMatchObject({ kind: 'game', key: 'studio/game-10' });
  });

  it('keeps the random card after the 10th game when more pages arrive', () => {
    const items = buildCatalogItems([games(1, 40), games(41, 80)], { category: 'pokies' });
    expect(items.findIndex((item) => item.kind === 'random')).toBe(10);
    expect(items).toHaveLength(81);
  });

  it.each(['special', 'new', 'top', 'recommended'])('puts the random card at the end for %s', (category) => {
    const items = buildCatalogItems([games(1, 12)], { category });
    expect(items.at(-1)?.kind).toBe('random');
    expect(items).toHaveLength(13);
  });

  it('puts the cashback card first for live and still counts ten games before the random card', () => {
    const items = buildCatalogItems([games(1, 20)], { category: 'live', withCashback: true });
    expect(kinds(items).slice(0, 2)).toEqual(['cashback', 'studio/game-1']);
    expect(items[11]?.kind).toBe('random');
  });

  it('shows a short list with the random card last, and an empty list with no cards', () => {
    expect(kinds(buildCatalogItems([games(1, 3)]))).toEqual([
      'studio/game-1',
      'studio/game-2',
      'studio/game-3',
      'random',
    ]);
    expect(buildCatalogItems([[]])).toEqual([]);
  });

  it('shows a game repeated across pages only once', () => {
    const items = buildCatalogItems([games(1, 5), games(5, 8)]);
    expect(items.filter((item) => item.kind === 'game')).toHaveLength(8);
  });
});
