import { ROUTES } from '../app/routing/route-table';
import type { ModalId } from '../lib/modals/modal-ids';

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

const MODAL_HOST = 'src/app/modals/modal-host.tsx';
const AUTH_BODY = 'src/features/auth/components/auth-modal-body.tsx';
const CASHBOX_BODY = 'src/features/cashbox/components/cashbox-modal-body.tsx';
const INFO_BODY = 'src/app/modals/info-modal-body.tsx';

/** The body module of each modal a popup or cashbox route opens, as app/modals/modal-registry.ts loads it. */
export const ROUTE_MODAL_BODIES: Partial<Record<ModalId, string>> = {
  login: AUTH_BODY,
  'sign-up': AUTH_BODY,
  'remind-password': AUTH_BODY,
  'new-password': AUTH_BODY,
  'email-verify': AUTH_BODY,
  'email-confirmation': AUTH_BODY,
  'named-popup': INFO_BODY,
  cashbox: CASHBOX_BODY,
  deposit: CASHBOX_BODY,
  withdraw: CASHBOX_BODY,
  'deposit-one-click': CASHBOX_BODY,
};

/**
 * The modules of a modal the browser opens over a drawn page: fetched with the app's scripts, so the modal does not
 * wait for the app before its own code starts to download.
 */
export function modalModulesOf(id: ModalId): string[] {
  const body = ROUTE_MODAL_BODIES[id];
  return body === undefined ? [MODAL_HOST] : [MODAL_HOST, body];
}
