import type { Promotion } from '@casino/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import type { HttpClient } from '../../../lib/http/http-client';
import { HttpError } from '../../../lib/http/http-error';
import { queryKeys } from '../../../lib/query-keys';
import { PROMOTION_SLUG, promotionSchema } from './promotion-schema';

/**
 * `GET /api/bonuses/promotions/{slug}`: one offer, or null when there is none by that slug for this visitor (ended,
 * switched off, another country's, or a stale link). A slug the server would refuse outright is not asked for.
 */
export async function fetchPromotion(
  slug: string,
  signal?: AbortSignal,
  client: HttpClient = http,
): Promise<Promotion | null> {
  if (!PROMOTION_SLUG.test(slug)) return null;
  try {
    const promotion = await client.request(`/api/bonuses/promotions/${slug}`, {
      schema: promotionSchema,
      signal,
      logCode: 'LOAD_PROMOTION_ERROR',
      // A couple of tries, not the default six: a page that can offer "Try again" should not spin for half a minute.
      retries: 2,
    });
    return promotion ?? null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const promotionQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.promotion(slug),
    queryFn: ({ signal }) => fetchPromotion(slug, signal),
    staleTime: 5 * 60_000,
  });

/** Opened from the list, the offer shows at once from it while its own answer arrives. */
export function usePromotion(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...promotionQueryOptions(slug),
    placeholderData: () =>
      queryClient.getQueryData<Promotion[]>(queryKeys.promotions())?.find((promotion) => promotion.slug === slug),
  });
}
