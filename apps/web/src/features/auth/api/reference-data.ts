import { currencySchema, type Currency } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';

const currenciesSchema = currencySchema.array();

/** `GET /api/info/currencies`: the operator's enabled currencies, for the sign-up form's choice. */
export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['info', 'currencies'],
    queryFn: async ({ signal }): Promise<Currency[]> =>
      (await http.request('/api/info/currencies', {
        schema: currenciesSchema,
        signal,
        logCode: 'LOAD_CURRENCIES_ERROR',
      })) ?? [],
    staleTime: 60 * 60_000,
  });
