import { describe, expect, it } from 'vitest';
import { ROUTES } from '../app/routing/route-table';
import { FIRST_SCREEN_PAGES } from './first-screen-pages';

/** Every page module of the app, by its path from here (`../features/lobby/routes/main-page.tsx`). */
const pageModules = new Set(Object.keys(import.meta.glob(['../app/routes/*.tsx', '../features/*/routes/*.tsx'])));

describe('the pages the server renders', () => {
  it.each(Object.entries(FIRST_SCREEN_PAGES))('%s is a route, with a page module that exists', (name, module) => {
    expect(ROUTES.some((route) => route.name === name)).toBe(true);
    expect(pageModules.has(module.replace(/^src\//, '../'))).toBe(true);
  });

  it('leaves popup and cashbox routes (which open a modal) to the browser', () => {
    const modalRoutes = ROUTES.filter((route) => route.kind !== 'page').map((route) => route.name);
    expect(modalRoutes.length).toBeGreaterThan(0);
    for (const name of modalRoutes) expect(FIRST_SCREEN_PAGES[name]).toBeUndefined();
  });
});
