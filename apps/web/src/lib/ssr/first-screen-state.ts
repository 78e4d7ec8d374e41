import type { GameDevice } from '@casino/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { ModalRequest } from '../modals/modal-ids';

/** A modal the guards opened over the page: `routePath` when it belongs to a popup route's address. */
export type FirstScreenModal = ModalRequest & { routePath?: string };

/**
 * What the server hands the browser with a rendered first screen: the device it drew the catalogue for, its
 * answered queries and its loaders' data; when a guard sent the visitor on (a cashbox route opens over the lobby),
 * the address drawn; the modal the guards opened, which the browser opens once it has taken the page over; and the
 * lazy parts of the shell it drew (drawn-lazy.tsx), whose code the browser loads before it takes the page over.
 */
export type FirstScreenState = {
  device: GameDevice;
  queries: DehydratedState;
  router: HydrationState;
  shownPath?: string;
  modal?: FirstScreenModal;
  /** Their modules, as the build's manifest names them. */
  drawnParts?: string[];
};

/** The element the server writes the state into: JSON, not a script, so it runs nothing and needs no CSP hash. */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

/** The state of a first screen the server rendered, or null when the page came as the bare shell. */
export function readFirstScreenState(): FirstScreenState | null {
  const element = document.getElementById(FIRST_SCREEN_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstScreenState;
  } catch {
    return null;
  }
}
