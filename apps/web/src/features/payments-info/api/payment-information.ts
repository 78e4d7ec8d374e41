import { paymentInfoRowSchema, type PaymentInfoRow } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { queryKeys } from '../../../lib/query-keys';

const rowsSchema = paymentInfoRowSchema.array();

/** `GET /api/payments/information?currency=`: every method a wallet in this currency can use, with its terms. */
export const paymentInformationQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: queryKeys.paymentInformation(currency),
    queryFn: async ({ signal }): Promise<PaymentInfoRow[]> =>
      (await http.request('/api/payments/information', {
        query: { currency },
        schema: rowsSchema,
        signal,
        logCode: 'LOAD_PAYMENT_INFORMATION_ERROR',
      })) ?? [],
    staleTime: 10 * 60_000,
  });
