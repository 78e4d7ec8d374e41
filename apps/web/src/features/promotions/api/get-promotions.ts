import type { Promotion } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import type { HttpClient } from '../../../lib/http/http-client';
import { queryKeys } from '../../../lib/query-keys';
import { promotionsSchema } from './promotion-schema';

/** `GET /api/bonuses/promotions`: the public offers of the visitor's country, welcome gifts first. */
export async function fetchPromotions(signal?: AbortSignal, client: HttpClient = http): Promise<Promotion[]> {
  const promotions = await client.request('/api/bonuses/promotions', {
    schema: promotionsSchema,
    signal,
    logCode: 'LOAD_PROMOTIONS_ERROR',
    // A couple of tries, not the default six: a page that can offer "Try again" should not spin for half a minute.
    retries: 2,
  });
  return promotions ?? [];
}

/** Offers change when an operator edits a campaign, rarely within a visit. */
export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.promotions(),
    queryFn: ({ signal }) => fetchPromotions(signal),
    staleTime: 5 * 60_000,
  });
