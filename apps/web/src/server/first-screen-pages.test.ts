import { describe, expect, it } from 'vitest';
import { ROUTES } from '../app/routing/route-table';
import { FIRST_SCREEN_PAGES, firstScreenPageOf, modalModulesOf, ROUTE_MODAL_BODIES } from './first-screen-pages';

/** Every page module of the app, by its path from here (`../features/lobby/routes/main-page.tsx`). */
const pageModules = new Set(Object.keys(import.meta.glob(['../app/routes/*.tsx', '../features/*/routes/*.tsx'])));
/** Every component module, modal bodies and the modal host among them. */
const componentModules = new Set(
  Object.keys(import.meta.glob(['../app/modals/*.tsx', '../features/*/components/*.tsx'])),
);

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
    expect(Object.keys(ROUTE_MODAL_BODIES).length).toBeGreaterThan(0);
  });
});
