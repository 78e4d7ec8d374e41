import { TOAST_AUTO_REMOVE_MS } from '@casino/contracts';
import { createStore, useStore } from '../store/create-store';

/**
 * The toast keys of platform-core §8 and engagement §8, with how each behaves. The wording lives in the
 * messages under `toasts.*`.
 */
export const TOASTS = {
  'NOTIFICATIONS.SUCCESS_ALREADY_SUBSCRIBED_PROMO': { message: 'alreadySubscribed', tone: 'info', persistent: false },
  'NOTIFICATIONS.SUCCESS_RECAEVED_PROMO': { message: 'subscribed', tone: 'success', persistent: false },
  'NOTIFICATIONS.SOMETHING_WENT_WRONG': { message: 'somethingWentWrong', tone: 'error', persistent: false },
  'NOTIFICATIONS.ON_LIMIT_REACHED': { message: 'limitReached', tone: 'warning', persistent: true },
  'CASHBOX.PAYMENT_STATUS.CANCELED': { message: 'paymentCanceled', tone: 'warning', persistent: false },
  // A bonus was issued to the player (a `bonuses_changes` push in stage `issued`, player-api-shapes §5.5).
  'BONUSES.ISSUED': { message: 'bonusIssued', tone: 'success', persistent: false },
  'OOPS.RESTRICTED_GEO': { message: 'restrictedGeo', tone: 'warning', persistent: true },
  // The e-mail resend's 422: the first e-mail error, already translated, is the toast's text (platform-core §8).
  'VALIDATION.EMAIL_RESEND': { message: 'somethingWentWrong', tone: 'error', persistent: false },
  // A part of the page the player asked for (a modal, the menu) could not be loaded: reloading is the way on.
  'APP.PART_NOT_LOADED': { message: 'partNotLoaded', tone: 'error', persistent: true },
} as const;
export type ToastKey = keyof typeof TOASTS;
export type ToastTone = (typeof TOASTS)[ToastKey]['tone'];

export type ToastAction = { label: 'retryDeposit' | 'reload'; onSelect: () => void };

export type Toast = {
  id: number;
  key: ToastKey;
  action?: ToastAction;
  /** Translated words that replace the key's own (a server message key the caller already translated). */
  text?: string;
};

const toastStore = createStore<readonly Toast[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

/**
 * Shows a toast. Persistent ones (limit reached, restricted region) stay until dismissed and are shown once:
 * a second warning about the same standing fact would only be noise.
 */
export function showToast(
  key: ToastKey,
  options: { action?: ToastAction; autoRemoveMs?: number; text?: string } = {},
): number {
  const { persistent } = TOASTS[key];
  const existing = toastStore.get().find((toast) => toast.key === key);
  if (persistent && existing) return existing.id;
  const id = nextId++;
  toastStore.set((toasts) => [...toasts, { id, key, action: options.action, text: options.text }]);
  if (!persistent) {
    timers.set(
      id,
      setTimeout(() => dismissToast(id), options.autoRemoveMs ?? TOAST_AUTO_REMOVE_MS),
    );
  }
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toastStore.set((toasts) => (toasts.some((toast) => toast.id === id) ? toasts.filter((t) => t.id !== id) : toasts));
}

export function dismissToastsByKey(key: ToastKey): void {
  for (const toast of toastStore.get()) if (toast.key === key) dismissToast(toast.id);
}

export function getToasts(): readonly Toast[] {
  return toastStore.get();
}

export function useToasts(): readonly Toast[] {
  return useStore(toastStore);
}
