import type { CouponAnswer } from '@casino/contracts';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import type { HttpClient } from '../../../lib/http/http-client';
import { couponAnswerSchema } from './bonus-schemas';
import { refreshBonusesAndBalance } from './refresh-after-change';

/** `POST /api/bonuses/coupon {coupon_code}`: the answer's status says whether the code gave a bonus. */
export async function activateCoupon(code: string, client: HttpClient = http): Promise<CouponAnswer | undefined> {
  return client.request('/api/bonuses/coupon', {
    method: 'POST',
    body: { coupon_code: code },
    schema: couponAnswerSchema,
    logCode: 'ACTIVATE_COUPON_ERROR',
    retries: 0,
  });
}

export const activateCouponMutationOptions = (queryClient: QueryClient, client: HttpClient = http) =>
  mutationOptions({
    mutationFn: (code: string) => activateCoupon(code, client),
    // A coupon's bonus arrives as a new gift (and maybe money): the list is read again whatever the status said.
    onSettled: () => refreshBonusesAndBalance(queryClient),
  });

export function useActivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation(activateCouponMutationOptions(queryClient));
}
