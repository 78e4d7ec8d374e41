import type { DepositRequest, DepositResponse } from '@casino/contracts';
import { depositResponseSchema } from '@casino/contracts';
import { http } from '../../../lib/http/api';

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
