import type { PaymentAction, PaymentMethod } from '@casino/contracts';
import { methodFieldsSchema, PAYMENT_METHODS_RETRIES, paymentMethodSchema } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/api';
import { queryKeys } from '../../../lib/query-keys';

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

/** The methods of a wallet's currency for one action, cached under the payments key (realtime refreshes it). */
export const paymentMethodsQueryOptions = (currency: string | undefined, action: PaymentAction) =>
  queryOptions({
    queryKey: [...queryKeys.payments(), 'methods', currency, action],
    queryFn: ({ signal }) => fetchPaymentMethods(currency!, action, signal),
    enabled: currency !== undefined,
  });
