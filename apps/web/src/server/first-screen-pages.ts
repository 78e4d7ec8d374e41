import { ROUTES } from '../app/routing/route-table';

/**
 * The pages whose first screen the server renders, by route name, each with its page module as the build's manifest
 * names it (that module's styles are inlined and its script fetched with the app's). The lobby, its game lists and
 * a game's page: what a visitor arriving from a search or an advert sees first (and the lobby under a popup's or
 * the cashbox's modal). Every other page is drawn in the browser.
 */
export const FIRST_SCREEN_PAGES: Record<string, string> = {
  main: 'src/features/lobby/routes/main-page.tsx',
  pokies: 'src/features/lobby/routes/section-page.tsx',
  pokiesAll: 'src/features/lobby/routes/section-page.tsx',
  pokiesSingle: 'src/features/lobby/routes/section-page.tsx',
  live: 'src/features/lobby/routes/section-page.tsx',
  liveAll: 'src/features/lobby/routes/section-page.tsx',
  liveSingle: 'src/features/lobby/routes/section-page.tsx',
  slots: 'src/features/lobby/routes/section-page.tsx',
  categoryGames: 'src/features/lobby/routes/category-page.tsx',
  categoryGamesById: 'src/features/lobby/routes/category-page.tsx',
  producersGames: 'src/features/lobby/routes/producer-page.tsx',
  gameItem: 'src/app/routes/game-page.tsx',
};

/**
 * The page module drawn for a route, or undefined when the browser draws it. A popup or cashbox route shows the
 * lobby under its modal, so the lobby is drawn and the browser opens the modal.
 */
export function firstScreenPageOf(routeName: string): string | undefined {
  const route = ROUTES.find((entry) => entry.name === routeName);
  if (route === undefined) return undefined;
  return FIRST_SCREEN_PAGES[route.kind === 'page' ? routeName : 'main'];
}
