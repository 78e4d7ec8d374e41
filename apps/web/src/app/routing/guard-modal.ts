import { basePathOf, stripBasePath } from '../../lib/i18n/locale-path';
import { openModal } from '../../lib/modals/modal-store';
import type { FirstScreenModal } from '../../lib/ssr/first-screen-state';
import { popupModalOptions } from './guard-loader';

type Navigate = { navigate: (to: string, options: { replace: boolean }) => unknown };

/**
 * Opens the modal the server's guards opened over a page it drew, as the browser's guard loader would have: a popup
 * route's modal with the loader's own options, any other (a cashbox route's) on its own.
 */
export function openGuardModal({ routePath, ...modal }: FirstScreenModal, router: Navigate): void {
  if (routePath === undefined) {
    openModal(modal);
    return;
  }
  const { pathname } = window.location;
  const navigate = (to: string) => void router.navigate(to, { replace: true });
  openModal(modal, popupModalOptions(routePath, stripBasePath(pathname, basePathOf(pathname)), navigate));
}
