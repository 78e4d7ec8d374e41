import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildOptions } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { reactRouterProductionBuild } from './scripts/react-router-production.ts';

const API_SERVER = 'http://127.0.0.1:3000';

// The dev server only renders the app; everything the browser asks of the backend goes to the real server.
// `vite build --ssr` builds the server's first-screen renderer (src/server/entry-server.tsx) into dist-server.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: command === 'build' ? { alias: [reactRouterProductionBuild()] } : undefined,
  // Brotli and gzip copies of every text file, which the server sends to browsers that accept them.
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': API_SERVER,
      '/messages': API_SERVER,
      '/log': API_SERVER,
      // Calls of platform-core §7 that live outside /api, and the development mailbox the e-mail links come from.
      '/check-email': API_SERVER,
      '/restore-id': API_SERVER,
      '/metrics-errors-validation': API_SERVER,
      '/performance': API_SERVER,
      '/network-performance': API_SERVER,
      '/log_utm_set': API_SERVER,
      '/log_utm_send': API_SERVER,
      '/dev/mailbox': API_SERVER,
      // In development Vite serves the app's own files from /src, so /assets is only the server's artwork.
      '/assets': API_SERVER,
      '/connection': { target: API_SERVER, ws: true },
    },
  },
  build: isSsrBuild ? SERVER_BUILD : BROWSER_BUILD,
  // The renderer carries its libraries, built for production (React's development build renders several times
  // slower), rather than loading them from node_modules at run time.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
}));

const SERVER_BUILD: BuildOptions = {
  outDir: 'dist-server',
  emptyOutDir: true,
  target: 'node20',
  sourcemap: false,
  // One file: the server loads a rebuilt renderer afresh (a new module address), which chunks importing the entry
  // back by its plain address would split into two copies of the app.
  rolldownOptions: { output: { codeSplitting: false } },
};

/** Modules of the first screen that lazy pages import too (paths under the repository, without the extension). */
const FIRST_SCREEN_SHARED_MODULES = [
  'apps/web/src/lib/bots',
  'apps/web/src/lib/store/create-store',
  'apps/web/src/lib/i18n/format',
  'apps/web/src/lib/i18n/locale-path',
  'apps/web/src/lib/i18n/use-locale',
  'apps/web/src/lib/geo/licence',
  'apps/web/src/lib/geo/get-geo',
  'apps/web/src/lib/query-keys',
  'apps/web/src/lib/storage/storage-keys',
  'apps/web/src/lib/modals/modal-store',
  'apps/web/src/lib/toasts/toast-store',
  'apps/web/src/lib/realtime/player-settings',
  'apps/web/src/lib/realtime/realtime-cache',
  'apps/web/src/lib/games/get-providers',
  'apps/web/src/lib/games/favorites',
  'apps/web/src/lib/games/currency-lock',
  'apps/web/src/lib/feature-flags/feature-flags',
  'apps/web/src/lib/http/api',
  'apps/web/src/lib/session/get-player',
  'apps/web/src/lib/config/betting-config',
  'apps/web/src/lib/device',
  'apps/web/src/lib/hooks/use-debounced-value',
  'apps/web/src/components/ui/empty-state',
  'apps/web/src/components/ui/skeleton',
  'apps/web/src/components/ui/spinner',
  'apps/web/src/components/ui/visually-hidden',
  'apps/web/src/components/ui/icon-button',
  'apps/web/src/components/ui/button',
  'apps/web/src/components/ui/popover',
  'apps/web/src/components/ui/badge',
  'apps/web/src/app/routing/guard-session',
  'apps/web/src/app/routing/route-table',
  'apps/web/src/app/routing/page-components',
  'apps/web/src/app/layout/brand-logo',
  'apps/web/src/app/layout/menu/menu-items',
  'apps/web/src/app/layout/menu/menu-link',
  'apps/web/src/app/layout/header/enter-buttons',
  'apps/web/src/features/lobby/utils/paths',
  'apps/web/src/features/lobby/api/filter-games',
  'apps/web/src/features/lobby/api/get-collections',
  'apps/web/src/features/lobby/hooks/use-category-title',
  'apps/web/src/features/lobby/hooks/use-provider-names',
  'apps/web/src/features/lobby/hooks/use-tile-labels',
  'apps/web/src/features/lobby/components/game-tile',
  'apps/web/src/features/lobby/components/tile-skeleton',
  'apps/web/src/features/lobby/components/search/search-box',
  'packages/contracts/src/games-constants',
  'packages/contracts/src/config-defaults',
  'packages/contracts/src/pagination',
  'packages/contracts/src/category-path',
];

/** A chunk group's test matching exactly these modules, on any platform's path separator. */
function modulesTest(modules: readonly string[]): RegExp {
  const paths = modules.map((module) => module.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]'));
  return new RegExp(`(?:^|[\\\\/])(?:${paths.join('|')})\\.tsx?$`);
}

const BROWSER_BUILD: BuildOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  // The server reads it to send a rendered page's own styles and script with the first screen.
  manifest: true,
  target: 'es2022',
  // One CSS file per route chunk keeps the first paint's stylesheet small.
  cssCodeSplit: true,
  sourcemap: false,
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          {
            // The libraries every page needs, in one long-cached chunk. A group takes every module it matches,
            // used on the first screen or not, so zod is not in it: the first screen validates nothing until it
            // asks the server again (lib/http/lazy-schema.ts), and zod travels with the response schemas and the
            // lazy pages that use it. The contracts are left to the bundler, which puts each with its readers (the
            // few the first screen shares go into app-core, below). So is TanStack's virtualiser, which only the
            // category grids run.
            name: 'vendor',
            test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query)|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
          },
          {
            // zod's core and `zod/mini`, which every response schema needs: one chunk of its own, fetched with the
            // first request that validates its answer, never with the first screen.
            name: 'zod',
            test: /node_modules[\\/]zod[\\/]v4[\\/](?:core(?=[\\/](?!to-json-schema|json-schema-processors))|mini)[\\/]/,
          },
          {
            // The app's own modules that the first screen and the lazy pages share. Left alone, the bundler gives
            // each its own chunk (a request and an import header apiece, each compressed on its own: the lobby's
            // first screen loaded 25 scripts, 9 with this list, 4.2 KB fewer as transferred); the first screen
            // loads every one of them anyway, so they travel together. A module listed here brings its own
            // imports with it.
            name: 'app-core',
            test: modulesTest(FIRST_SCREEN_SHARED_MODULES),
          },
        ],
      },
    },
  },
};
