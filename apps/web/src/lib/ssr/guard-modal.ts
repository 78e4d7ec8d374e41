import { basePathOf, localeFromPath, localizePath, stripBasePath } from '../i18n/locale-path';
import { openModal } from '../modals/modal-store';
import type { FirstScreenModal } from './first-screen-state';

type Navigate = { navigate: (to: string, options: { replace: boolean }) => unknown };

/**
 * Opens the modal the server's guards opened over a page it drew, as the browser's guard would have
 * (app/routing/guard-loader.ts): a popup route's modal belongs to its address and closing it goes to the lobby.
 */
export function openGuardModal({ routePath, ...modal }: FirstScreenModal, router: Navigate): void {
  if (routePath === undefined) {
    openModal(modal);
    return;
  }
  const { pathname } = window.location;
  const home = localizePath('/', localeFromPath(stripBasePath(pathname, basePathOf(pathname))));
  openModal(modal, { routePath, onClose: () => void router.navigate(home, { replace: true }) });
}
