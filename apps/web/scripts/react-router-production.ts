import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router's package offers its production build by path only: none of its export conditions picks it, so a
 * build gets the development one, whose warnings (`ENABLE_DEV_WARNINGS`) ship and run in every page. The two builds
 * differ in nothing else. For builds only: the development server keeps the warnings.
 */
export function reactRouterProductionBuild(): Alias {
  const packageFolder = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return { find: /^react-router$/, replacement: path.join(packageFolder, 'dist/production/index.mjs') };
}
