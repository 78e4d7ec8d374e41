import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Card fields of a sandbox test card, as the cashier's form sends them. */
export const card = (number: string, overrides: Record<string, string> = {}) => ({
  card_number: number,
  card_expiry: '12/34',
  card_cvv: '123',
  card_holder: 'Ada Lovelace',
  ...overrides,
});

export const SUCCESS_VISA = '4242 4242 4242 4242';
export const DECLINED_VISA = '4000000000000002';
export const CHALLENGE_VISA = '4000000000003220';

export function paymentsClient(app: FastifyInstance, cookie: string) {
  const post = (
    url: string,
    payload: Record<string, unknown>,
    key: string | null = randomUUID(),
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url, headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) }, payload });
  return {
    deposit: (payload: Record<string, unknown>, key?: string | null): Promise<LightMyRequestResponse> =>
      post('/api/payments/deposits', { currency: 'EUR', ...payload }, key),
    cashout: (payload: Record<string, unknown>, key?: string | null): Promise<LightMyRequestResponse> =>
      post('/api/payments/cashouts', { currency: 'EUR', ...payload }, key),
    recall: (id: number): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: `/api/player/payments/${id}/recall`, headers: { cookie } }),
    payment: async (id: number) =>
      (await app.inject({ url: `/api/player/payments/${id}`, headers: { cookie } })).json<{
        state: string;
        recallable: boolean;
        cancellation_reason?: string;
      }>(),
    cash: async (currency = 'EUR') => {
      const accounts = (await app.inject({ url: '/api/player/accounts', headers: { cookie } })).json<
        { currency: string; available_to_cashout_cents: number }[]
      >();
      return accounts.find((account) => account.currency === currency)?.available_to_cashout_cents ?? 0;
    },
    page: (payload: Record<string, unknown>): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: '/api/player/payments/with_pages', headers: { cookie }, payload }),
  };
}

/** An operator credit, to give a player money to withdraw. */
export async function creditPlayer(app: FastifyInstance, adminToken: string, userId: number, amountCents: number) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/players/${userId}/balance_adjustments`,
    headers: { authorization: `Bearer ${adminToken}`, 'idempotency-key': randomUUID() },
    payload: { currency: 'EUR', amount_cents: amountCents, reason: 'test money' },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
}
