import type { CashoutRequest, PlayerPayment } from '@casino/contracts';
import { cashoutResponseSchema } from '@casino/contracts';
import { http } from '../../../lib/http/api';

/**
 * `POST /api/payments/cashouts`: the amount leaves the withdrawable balance at once and the payment is pending
 * (waiting for review) or processing (approved automatically). A network retry carries the same key, so the server
 * answers the payment it already made instead of holding the money twice.
 */
export async function requestCashout(body: CashoutRequest, idempotencyKey: string): Promise<PlayerPayment> {
  const answer = await http.request('/api/payments/cashouts', {
    method: 'POST',
    body,
    idempotencyKey,
    retries: 2,
    schema: cashoutResponseSchema,
  });
  if (!answer) throw new Error('the cash-out call answered nothing');
  return answer.payment;
}
