import type { ErrorDetails } from '@casino/contracts';
import { HttpError } from '../../lib/http/http-error';

/**
 * A deposit that responsible gambling stops before any provider is called: a deposit limit (with what is left and
 * when the window resets), a licence's mandatory deposit limit not set yet, a cooling-off (with its end) or a
 * self-exclusion. Null for any other failure.
 */
export type DepositRefusal =
  | { kind: 'limit'; period: string | null; remainingCents: number | null; resetsAt: string | null }
  | { kind: 'limitRequired' }
  | { kind: 'coolingOff'; until: string | null }
  | { kind: 'selfExcluded' };

const text = (details: ErrorDetails, key: string) => {
  const value = details[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

export function depositRefusalOf(error: unknown): DepositRefusal | null {
  if (!(error instanceof HttpError)) return null;
  const { details } = error;
  if (error.code === 'LIMIT_REACHED') {
    const remaining = details.remaining_cents;
    return {
      kind: 'limit',
      period: text(details, 'period'),
      remainingCents: typeof remaining === 'number' && Number.isSafeInteger(remaining) ? remaining : null,
      resetsAt: text(details, 'resets_at'),
    };
  }
  if (error.code === 'DEPOSIT_LIMIT_REQUIRED') return { kind: 'limitRequired' };
  if (error.code === 'COOLING_OFF_ACTIVE') return { kind: 'coolingOff', until: text(details, 'until') };
  if (error.code === 'SELF_EXCLUSION_ACTIVE') return { kind: 'selfExcluded' };
  return null;
}
