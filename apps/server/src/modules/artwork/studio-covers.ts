import type { Game } from '@casino/contracts';
import { GAME_DEVICES, GAME_PAGE_SIZE_MAX } from '@casino/contracts';
import type { PrecompressedJson } from '../../lib/precompressed-json';
import type { GamesService } from '../games';
import type { CoverEmblem } from './cover-plan';
import { ownEmblem, planStudioCovers } from './cover-plan';
import type { CoverGame } from './cover-subjects';

type ListedGame = Pick<Game, 'id' | 'identifier' | 'title' | 'categories'>;

/**
 * A cover's emblem depends on its studio's other games (no two may share one), so covers are planned a studio at a
 * time. The studio's list comes from the games service's own cached pages; a plan is kept for as long as those
 * pages are the same objects, which is until the catalogue changes.
 */
export function createStudioCovers(games: Pick<GamesService, 'findPageJson'>) {
  const parsed = new WeakMap<PrecompressedJson, { data: ListedGame[] }>();
  const plans = new Map<string, { pages: PrecompressedJson[]; plan: Map<string, CoverEmblem> }>();

  const read = (page: PrecompressedJson) => {
    let body = parsed.get(page);
    if (!body) {
      body = JSON.parse(page.identity.toString('utf8')) as { data: ListedGame[] };
      parsed.set(page, body);
    }
    return body.data;
  };

  /** Every page listing the studio's games, on either device (a few games are for one device only). */
  function studioPages(provider: string): PrecompressedJson[] {
    const pages: PrecompressedJson[] = [];
    for (const device of GAME_DEVICES) {
      for (let page = 1; ; page += 1) {
        const body = games.findPageJson(
          {
            device,
            filter: { providers: [provider] },
            sort: { type: 'release', direction: 'ASC' },
            page,
            page_size: GAME_PAGE_SIZE_MAX,
          },
          '',
        );
        pages.push(body);
        if (read(body).length < GAME_PAGE_SIZE_MAX) break;
      }
    }
    return pages;
  }

  /** The studio's games oldest entry first (by id), so a new release never changes the covers already out. */
  function studioGames(pages: readonly PrecompressedJson[]): CoverGame[] {
    const byIdentifier = new Map<string, ListedGame>();
    for (const page of pages) for (const game of read(page)) byIdentifier.set(game.identifier, game);
    return [...byIdentifier.values()]
      .sort((a, b) => a.id - b.id)
      .map((game) => ({ slug: game.identifier, title: game.title, categories: game.categories }));
  }

  function emblemFor(game: Game): CoverEmblem {
    const pages = studioPages(game.provider);
    let entry = plans.get(game.provider);
    if (!entry || entry.pages.length !== pages.length || entry.pages.some((page, i) => page !== pages[i])) {
      entry = { pages, plan: planStudioCovers(studioGames(pages)) };
      plans.set(game.provider, entry);
    }
    return (
      entry.plan.get(game.identifier) ??
      ownEmblem({ slug: game.identifier, title: game.title, categories: game.categories })
    );
  }

  return { emblemFor };
}
