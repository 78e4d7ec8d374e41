import { RANDOM_CARD_AFTER, RANDOM_CARD_AT_END_CATEGORIES, type Game } from '@casino/contracts';

export type CatalogItem =
  | { kind: 'game'; key: string; game: Game }
  | { kind: 'random'; key: 'random-card' }
  | { kind: 'cashback'; key: 'cashback-card' };

type CatalogOptions = {
  /** The category the list shows; decides where the random card goes. */
  category?: string;
  /** The live category opens with the cashback promo (engagement §9). */
  withCashback?: boolean;
};

const RANDOM_AT_END: readonly string[] = RANDOM_CARD_AT_END_CATEGORIES;

/**
 * The grid's items: the games of every loaded page in order (a game the server repeats across pages, because
 * the catalogue changed in between, is shown once), with the random-game card after the 10th game — or at the
 * end for special, new, top and recommended — and the cashback card first in the live category.
 */
export function buildCatalogItems(pages: readonly (readonly Game[])[], options: CatalogOptions = {}): CatalogItem[] {
  const seen = new Set<string>();
  const items: CatalogItem[] = [];
  for (const games of pages) {
    for (const game of games) {
      if (seen.has(game.identifier)) continue;
      seen.add(game.identifier);
      items.push({ kind: 'game', key: game.identifier, game });
    }
  }
  if (items.length > 0) {
    const atEnd = options.category !== undefined && RANDOM_AT_END.includes(options.category);
    const position = atEnd ? items.length : Math.min(RANDOM_CARD_AFTER, items.length);
    items.splice(position, 0, { kind: 'random', key: 'random-card' });
  }
  if (options.withCashback) items.unshift({ kind: 'cashback', key: 'cashback-card' });
  return items;
}
