import type { Game } from '@casino/contracts';

export type PlayMode = 'real' | 'demo';

/** The game page is `/play/{producer}/{name}` with the mode in the query (platform-core §2). */
export function gamePlayPath(game: Pick<Game, 'provider' | 'slug'>, mode: PlayMode): string {
  return `/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.slug)}?mode=${mode}`;
}

export function providerPath(providerSlug: string): string {
  return `/producers/${encodeURIComponent(providerSlug)}`;
}

/** A page number from the URL (`/producers/{slug}/{page}`, `/games/{slug}/{page}`); anything else is page 1. */
export function parseStartPage(page: string | undefined): number {
  const parsed = Number(page);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
}
