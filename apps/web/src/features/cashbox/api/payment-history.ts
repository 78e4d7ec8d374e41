import type { PaymentAction, PaymentsPage, PlayerPayment } from '@casino/contracts';
import { paymentsPageSchema, playerPaymentSchema } from '@casino/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { queryKeys } from '../../../lib/query-keys';

export const HISTORY_PAGE_SIZE = 20;

export type HistoryFilter = '' | PaymentAction;

/** Whether another page follows this one: `page * per_page < total_count` (player-api-shapes §2.1). */
export const hasMorePayments = ({ pagination }: PaymentsPage) =>
  pagination.page * pagination.per_page < pagination.total_count;

/** `POST /api/player/payments/with_pages`: one page of the history, newest first; no filter sends none. */
function fetchPaymentsPage(page: number, type: HistoryFilter, signal?: AbortSignal): Promise<PaymentsPage> {
  return http
    .request('/api/player/payments/with_pages', {
      method: 'POST',
      body: { page, page_size: HISTORY_PAGE_SIZE, ...(type ? { filter: { type } } : {}) },
      readOnly: true,
      schema: paymentsPageSchema,
      signal,
    })
    .then((answer) => answer ?? { data: [], pagination: { page: 1, per_page: HISTORY_PAGE_SIZE, total_count: 0 } });
}

export const paymentHistoryQueryOptions = (type: HistoryFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.paymentHistory(type),
    queryFn: ({ pageParam, signal }) => fetchPaymentsPage(pageParam, type, signal),
    initialPageParam: 1,
    getNextPageParam: (last: PaymentsPage) => (hasMorePayments(last) ? last.pagination.page + 1 : undefined),
  });

/** `GET /api/player/payments/{id}`: one payment, to follow it until it is final. */
export const fetchPayment = (id: number, signal?: AbortSignal): Promise<PlayerPayment | undefined> =>
  http.request(`/api/player/payments/${id}`, { schema: playerPaymentSchema, signal });

/** `POST /api/player/payments/{id}/recall`: cancels a pending withdrawal; the money returns to the balance. */
export async function recallPayment(id: number): Promise<PlayerPayment | undefined> {
  return http.request(`/api/player/payments/${id}/recall`, { method: 'POST', schema: playerPaymentSchema });
}
