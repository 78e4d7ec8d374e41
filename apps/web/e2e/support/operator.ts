import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

/** Credits a player's cash as the operator would (a balance adjustment), so a test starts with money. */
export async function creditPlayer(userId: number, amountCents: number, currency = 'EUR'): Promise<void> {
  const baseUrl = inject('baseUrl');
  const response = await fetch(`${baseUrl}/api/admin/players/${userId}/balance_adjustments`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${inject('adminToken')}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      origin: baseUrl,
    },
    body: JSON.stringify({ currency, amount_cents: amountCents, reason: 'Browser test credit' }),
  });
  if (response.status !== 201) throw new Error(`credit answered ${response.status}: ${await response.text()}`);
}
