import type { DepositRequest, DepositResponse, PaymentAction, PaymentMethod, PlayerPayment } from '@casino/contracts';
import {
  depositResponseSchema,
  PAYMENT_METHODS_RETRIES,
  paymentMethodSchema,
  playerPaymentSchema,
  methodFieldsSchema,
} from '@casino/contracts';
import { z } from 'zod';
import { http } from '../../../lib/http/api';

const methodsSchema = z.array(paymentMethodSchema);

/**
 * The methods for a currency and action. An empty list is asked for again, up to `PAYMENT_METHODS_RETRIES` more
 * times (platform-core §1): a provider's list can come back empty while it warms up.
 */
export async function fetchPaymentMethods(currency: string, action: PaymentAction, signal?: AbortSignal) {
  let methods: PaymentMethod[] = [];
  for (let attempt = 0; attempt <= PAYMENT_METHODS_RETRIES && methods.length === 0; attempt += 1) {
    methods =
      (await http.request('/api/payments/methods', { query: { currency, action }, schema: methodsSchema, signal })) ??
      [];
  }
  return methods;
}

export const fetchMethodFields = (id: string, currency: string, action: PaymentAction, signal?: AbortSignal) =>
  http.request(`/api/payments/methods/${encodeURIComponent(id)}/fields`, {
    query: { currency, action },
    schema: methodFieldsSchema,
    signal,
  });

export async function startDeposit(body: DepositRequest, idempotencyKey: string): Promise<DepositResponse> {
  const answer = await http.request('/api/payments/deposits', {
    method: 'POST',
    body,
    idempotencyKey,
    retries: 2,
    schema: depositResponseSchema,
  });
  if (!answer) throw new Error('the deposit call answered nothing');
  return answer;
}

export const fetchPayment = (id: number, signal?: AbortSignal): Promise<PlayerPayment | undefined> =>
  http.request(`/api/player/payments/${id}`, { schema: playerPaymentSchema, signal });

/**
 * The anti-fraud card check of platform-core §5: BIN, last 4, expiry split into month and year, holder; empty
 * values dropped. It never blocks a deposit: the provider decides.
 */
export async function reportCardForFraudCheck(card: { number: string; expiry: string; holder: string }) {
  const digits = card.number.replace(/\D/g, '');
  const [month, year] = card.expiry.split('/').map((part) => part.trim());
  const payload = Object.fromEntries(
    Object.entries({
      bin: digits.slice(0, 6),
      last4: digits.slice(-4),
      expiry_month: month?.padStart(2, '0'),
      expiry_year: year,
      holder_name: card.holder.trim(),
      action: 'deposit',
    }).filter(([, value]) => value),
  );
  await http.request('/api/users/transaction', { method: 'POST', body: payload }).catch(() => undefined);
}
