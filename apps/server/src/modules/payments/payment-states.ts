import type { PaymentState, PlayerPayment } from '@casino/contracts';
import { FINAL_PAYMENT_STATES, licenceRules } from '@casino/contracts';
import type { ProviderStatus } from './payment-provider';
import type { PaymentWithLicence } from './payments.repository';

/**
 * How a payment moves. A deposit: pending (waiting for the player or the bank) → processing (the provider is on
 * it) → succeeded, declined or canceled. A cash-out: pending (waiting for review; the player may recall it) →
 * processing (approved, sent to the provider) → succeeded, or declined (the payout failed: the money returns);
 * rejected by the operator or recalled by the player while pending. A state is never left for an earlier one, so
 * webhooks that arrive late, twice or out of order change nothing.
 */
const STAGE: Record<PaymentState, number> = {
  pending: 0,
  reserved: 0,
  processing: 1,
  succeeded: 2,
  canceled: 2,
  declined: 2,
  rejected: 2,
  recalled: 2,
};

export const isFinal = (state: PaymentState) => FINAL_PAYMENT_STATES.includes(state);

export const movesForward = (from: PaymentState, to: PaymentState) => !isFinal(from) && STAGE[to] > STAGE[from];

/** The state a provider's status puts a payment in. A payout the provider has not finished is `processing`. */
export function stateFromProvider(action: 'deposit' | 'cashout', status: ProviderStatus): PaymentState {
  if (action === 'deposit') return status;
  if (status === 'pending') return 'processing';
  return status === 'canceled' ? 'declined' : status;
}

/**
 * Whether the licence lets a player reverse a withdrawal (not under the UK Gambling Commission's RTS 14B): elsewhere
 * a pending withdrawal is recallable. The licence table (`LICENCE_RULES`) decides.
 */
export const recallAllowedUnder = (licenseName: string) => licenceRules(licenseName).withdrawalRecall;

export function toPlayerPayment(row: PaymentWithLicence): PlayerPayment {
  return {
    id: row.id,
    amount_cents: row.amountCents,
    currency: row.currency,
    action: row.action,
    payment_system: row.paymentSystem,
    system_name: row.provider,
    brand: row.brand,
    state: row.state,
    success: row.state === 'succeeded',
    recallable: row.action === 'cashout' && row.state === 'pending' && recallAllowedUnder(row.licenseName),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    ...(row.cancellationReason ? { cancellation_reason: row.cancellationReason } : {}),
    account_label: row.accountLabel,
  };
}
