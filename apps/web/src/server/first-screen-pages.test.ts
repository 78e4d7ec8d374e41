import { describe, expect, it } from 'vitest';
import registrySource from '../app/modals/modal-registry.ts?raw';
import { ROUTES } from '../app/routing/route-table';
import { FIRST_SCREEN_PAGES, firstScreenPageOf, modalModulesOf, ROUTE_MODAL_BODIES } from './first-screen-pages';

/** Every page module of the app, by its path from here (`../features/lobby/routes/main-page.tsx`). */
const pageModules = new Set(Object.keys(import.meta.glob(['../app/routes/*.tsx', '../features/*/routes/*.tsx'])));
/** Every component module, modal bodies and the modal host among them. */
const componentModules = new Set(
  Object.keys(import.meta.glob(['../app/modals/*.tsx', '../features/*/components/*.tsx'])),
);

/** The app's source files, by their path from here, for the checks that read declarations. */
const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the lazy parts the server may draw', () => {
  it('are each named by the module they load, as the build manifest names it (its styles and script go by it)', () => {
    const declared: [string, string][] = [];
    let declarations = 0;
    for (const [file, source] of Object.entries(sources)) {
      if (!file.endsWith('/drawn-lazy.tsx')) declarations += source.match(/\bdrawnLazy\(/g)?.length ?? 0;
      // `drawnLazy('src/app/layout/widgets/australian-card.tsx', async () => (await import('./australian-card'))...`
      for (const [, module, from] of source.matchAll(
        /drawnLazy\(\s*'([^']+)',\s*async \(\) => \(await import\('([^']+)'\)\)/g,
      )) {
        const loaded = `${new URL(from ?? '', `file:///src/${file.slice('../'.length)}`).pathname.slice(1)}.tsx`;
        declared.push([module ?? '', loaded]);
      }
    }
    // Every declaration is read (one written another way would escape the check), and there are some.
    expect(declared).toHaveLength(declarations);
    expect(declared.length).toBeGreaterThanOrEqual(3);
    for (const [module, loaded] of declared) expect(module).toBe(loaded);
  });
});

describe('the pages the server renders', () => {
  it.each(Object.entries(FIRST_SCREEN_PAGES))('%s is a route, with a page module that exists', (name, module) => {
    expect(ROUTES.some((route) => route.name === name)).toBe(true);
    expect(pageModules.has(module.replace(/^src\//, '../'))).toBe(true);
  });

  it('draws the lobby under popup and cashbox routes (whose modal the browser opens)', () => {
    const modalRoutes = ROUTES.filter((route) => route.kind !== 'page').map((route) => route.name);
    expect(modalRoutes).toEqual(expect.arrayContaining(['cashbox', 'cashboxWithdraw', 'loginPage']));
    for (const name of modalRoutes) {
      expect(FIRST_SCREEN_PAGES[name]).toBeUndefined();
      expect(firstScreenPageOf(name)).toBe(FIRST_SCREEN_PAGES.main);
    }
  });

  it('draws a listed page with its own module, and leaves any other page to the browser', () => {
    expect(firstScreenPageOf('pokies')).toBe('src/features/lobby/routes/section-page.tsx');
    expect(firstScreenPageOf('profileMain')).toBeUndefined();
    expect(firstScreenPageOf('no-such-route')).toBeUndefined();
  });

  it('names the modules of every modal a popup or cashbox route opens, each a module that exists', () => {
    for (const route of ROUTES.filter((entry) => entry.kind !== 'page')) {
      expect(route.modal, route.name).toBeDefined();
      const modules = modalModulesOf(route.modal!);
      expect(modules, route.name).toHaveLength(2);
      for (const module of modules) expect(componentModules.has(module.replace(/^src\//, '../')), module).toBe(true);
    }
  });

  it('names the body module the modal registry loads for each of those modals', () => {
    // The registry's lazy bodies, `const AuthBody = lazy(... import('../../features/auth/...'))`, by name.
    const bodyModules = new Map(
      [...registrySource.matchAll(/const (\w+Body) = lazy\([^;]*?import\('([^']+)'\)/g)].map(([, name, from]) => [
        name,
        `${new URL(from ?? '', 'file:///src/app/modals/').pathname.slice(1)}.tsx`,
      ]),
    );
    // And which body each modal id shows: `cashbox: define('cashbox', CashboxBody, 'lg')`.
    const bodyOf = new Map(
      [...registrySource.matchAll(/^\s+'?([\w-]+)'?: define\('\w+', (\w+Body)/gm)].map(([, id, body]) => [
        id,
        bodyModules.get(body ?? ''),
      ]),
    );
    expect(Object.keys(ROUTE_MODAL_BODIES).length).toBeGreaterThanOrEqual(4);
    for (const [id, module] of Object.entries(ROUTE_MODAL_BODIES)) expect(bodyOf.get(id), id).toBe(module);
  });
});
