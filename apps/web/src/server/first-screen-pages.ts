/**
 * The pages whose first screen the server renders, by route name, each with its page module as the build's manifest
 * names it (that module's styles are inlined and its script fetched with the app's). The lobby, its game lists and
 * a game's page: what a visitor arriving from a search or an advert sees first. Every other page is drawn in the
 * browser.
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
