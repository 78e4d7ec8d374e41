import { currencySchema, type Currency } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '../http/api';
import { queryKeys } from '../query-keys';

const currenciesSchema = z.array(currencySchema);

/**
 * `GET /api/info/currencies`: the operator's enabled currencies with their units, for the sign-up form's choice and
 * the payments information page's.
 */
export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.currencies(),
    queryFn: async ({ signal }): Promise<Currency[]> =>
      (await http.request('/api/info/currencies', {
        schema: currenciesSchema,
        signal,
        logCode: 'LOAD_CURRENCIES_ERROR',
      })) ?? [],
    staleTime: 60 * 60_000,
  });
