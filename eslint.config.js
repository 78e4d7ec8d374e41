import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Web features never import each other: what two features share lives in lib/ or components/, and app/ composes. */
const webFeatureZones = subfolders('./apps/web/src/features/').map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature must not import another feature: move what both need to lib/ or components/.',
}));

/**
 * Server modules are used by the rest of the server only through their public entry (`index.ts`); tables are the one
 * exception, since the database schema gathers every module's `*.schema.ts`.
 */
const serverModules = subfolders('./apps/server/src/modules/');
const serverOutsideModules = [
  './apps/server/src/*.ts',
  ...subfolders('./apps/server/src/')
    .filter((dir) => dir !== 'modules')
    .map((dir) => `./apps/server/src/${dir}`),
];
const serverModuleZones = serverModules.map((module) => ({
  target: [
    ...serverModules.filter((other) => other !== module).map((other) => `./apps/server/src/modules/${other}`),
    ...serverOutsideModules,
  ],
  from: `./apps/server/src/modules/${module}`,
  except: ['./index.ts', `./${module}.schema.ts`],
  message: `Use the ${module} module through its public entry (modules/${module}/index.ts).`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/web/dist-server/**',
      'apps/server/dist-test-*/**',
      '**/node_modules/**',
      '**/.data/**',
      'artifacts/**',
      'bench/fixtures/**/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a literal union or as const.' }],
      curly: ['error', 'multi-line'],
      // `x == null` (null or undefined) is the one loose comparison worth keeping.
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...webFeatureZones, ...serverModuleZones] }],
    },
  },
  {
    // Outcomes and secrets come from node:crypto (or, in game maths, the randomness passed in), never Math.random.
    files: ['apps/server/src/**/*.ts', 'packages/game-engine/src/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use node:crypto (randomInt, randomBytes) or the game randomness.',
        },
      ],
    },
  },
  {
    // Game maths runs unchanged in the browser's provably fair verifier, so it imports nothing from Node; only its
    // tests and the RTP command line (which seeds rounds from node:crypto) may.
    files: ['packages/game-engine/src/**/*.ts'],
    ignores: [
      'packages/game-engine/src/**/*.test.ts',
      'packages/game-engine/src/rtp/cli.ts',
      'packages/game-engine/src/rtp/slot-facts-cli.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^node:', message: 'Game maths must run in browsers too: no Node modules.' }] },
      ],
    },
  },
  {
    // The game front ends (apps/studio) run in the browser like the lobby, under the same hook rules.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/studio/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
