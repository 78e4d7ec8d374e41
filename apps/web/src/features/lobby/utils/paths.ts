import type { Game } from '@casino/contracts';

export type PlayMode = 'real' | 'demo';

/** The game page is `/play/{producer}/{name}` with the mode in the query (platform-core §2). */
export function gamePlayPath(game: Pick<Game, 'provider' | 'slug'>, mode: PlayMode): string {
  return `/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.slug)}?mode=${mode}`;
}

/** Pokies and live have their own sections; every other category lives under /categories. */
export function categoryPath(category: string): string {
  if (category === 'pokies' || category === 'live') return `/${category}`;
  return `/categories/${encodeURIComponent(category)}`;
}

export function providerPath(providerSlug: string): string {
  return `/producers/${encodeURIComponent(providerSlug)}`;
}
