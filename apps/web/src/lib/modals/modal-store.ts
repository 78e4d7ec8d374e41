import { createStore, useStore } from '../store/create-store';
import type { ModalId, ModalProps, ModalRequest } from './modal-ids';

export type ModalEntry = {
  key: number;
  id: ModalId;
  props: ModalProps;
  /** A popup route's path: the modal belongs to that address and closes when the browser leaves it. */
  routePath?: string;
  onClose?: () => void;
};

const stackStore = createStore<readonly ModalEntry[]>([]);
let nextKey = 1;

type OpenOptions = Pick<ModalEntry, 'routePath' | 'onClose'>;

/**
 * Pushes a modal on the stack. Opening the one already on top only refreshes its props, so a route loader that
 * runs twice, or a double click, never stacks the same dialog on itself.
 */
export function openModal({ id, props = {} }: ModalRequest, options: OpenOptions = {}): void {
  stackStore.set((stack) => {
    // A popup route's modal is already up (maybe switched by the player, e.g. new password → log in): the guards
    // re-running for the same address must not stack the route's modal again.
    const top = stack.at(-1);
    const routeEntry =
      options.routePath === undefined ? undefined : stack.find((e) => e.routePath === options.routePath);
    if (routeEntry && (routeEntry.id !== id || routeEntry !== top)) return stack;
    if (top?.id === id) return [...stack.slice(0, -1), { ...top, props, ...options }];
    return [...stack, { key: nextKey++, id, props, ...options }];
  });
}

/** Replaces the top modal (e.g. "no account yet? sign up" inside the login modal) without a second layer. */
export function replaceTopModal(request: ModalRequest): void {
  stackStore.set((stack) => {
    const top = stack.at(-1);
    if (!top) return [{ key: nextKey++, id: request.id, props: request.props ?? {} }];
    return [...stack.slice(0, -1), { ...top, key: nextKey++, id: request.id, props: request.props ?? {} }];
  });
}

export function closeModal(key: number): void {
  const entry = stackStore.get().find((candidate) => candidate.key === key);
  if (!entry) return;
  stackStore.set((stack) => stack.filter((candidate) => candidate.key !== key));
  entry.onClose?.();
}

/** Closes popup-route modals whose address the browser has left (Back button, a link in another modal). */
export function closeModalsNotOn(appPath: string): void {
  stackStore.set((stack) => {
    const kept = stack.filter((entry) => entry.routePath === undefined || entry.routePath === appPath);
    return kept.length === stack.length ? stack : kept;
  });
}

export function closeAllModals(): void {
  stackStore.set([]);
}

export function getModalStack(): readonly ModalEntry[] {
  return stackStore.get();
}

export function useModalStack(): readonly ModalEntry[] {
  return useStore(stackStore);
}
