import type { PlayerPayment } from '@casino/contracts';
import { FAILED_DEPOSIT_WARNING_MS } from '@casino/contracts';
import { openModal } from '../modals/modal-store';
import { readStored, writeStored } from '../storage/browser-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { showToast } from '../toasts/toast-store';

/** Ids remembered as warned about; older ones fall off (their 5 minutes are long over). */
const REMEMBERED = 50;

type Deposit = Pick<PlayerPayment, 'id' | 'action' | 'state' | 'created_at'>;

/** A deposit that failed or was cancelled less than 5 minutes ago, and not yet warned about (platform-core §4). */
export function deservesWarning(payment: Deposit, now: number, warned: readonly number[]): boolean {
  if (payment.action !== 'deposit') return false;
  if (payment.state !== 'declined' && payment.state !== 'canceled') return false;
  if (now - Date.parse(payment.created_at) >= FAILED_DEPOSIT_WARNING_MS) return false;
  return !warned.includes(payment.id);
}

function warnedIds(): number[] {
  try {
    const stored: unknown = JSON.parse(readStored('local', STORAGE_KEYS.lastShownTransaction) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Shows the "payment cancelled" toast once per deposit id, with a way back to the deposit form. */
export function warnOfFailedDeposit(payment: Deposit, now = Date.now()): void {
  const warned = warnedIds();
  if (!deservesWarning(payment, now, warned)) return;
  writeStored('local', STORAGE_KEYS.lastShownTransaction, JSON.stringify([...warned, payment.id].slice(-REMEMBERED)));
  showToast('CASHBOX.PAYMENT_STATUS.CANCELED', {
    action: { label: 'retryDeposit', onSelect: () => openModal({ id: 'deposit' }) },
  });
}
