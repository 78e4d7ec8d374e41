import type { PlayerBonus } from '@casino/contracts';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import type { HttpClient } from '../../../lib/http/http-client';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { playerBonusSchema } from './bonus-schemas';
import { refreshBonusesAndBalance, replaceBonus } from './refresh-after-change';

/** `DELETE /api/player/bonuses/{id}`: the bonus ends (`canceled`) and its bonus money and winnings go with it. */
export async function cancelBonus(id: number, client: HttpClient = http): Promise<PlayerBonus | undefined> {
  return client.request(`/api/player/bonuses/${id}`, {
    method: 'DELETE',
    schema: playerBonusSchema,
    idempotencyKey: newIdempotencyKey(),
    logCode: 'CANCEL_BONUS_ERROR',
    retries: 0,
  });
}

export const cancelBonusMutationOptions = (queryClient: QueryClient, client: HttpClient = http) =>
  mutationOptions({
    mutationFn: (id: number) => cancelBonus(id, client),
    onSuccess: (bonus) => replaceBonus(queryClient, bonus),
    onSettled: () => refreshBonusesAndBalance(queryClient),
  });

export function useCancelBonus() {
  const queryClient = useQueryClient();
  return useMutation(cancelBonusMutationOptions(queryClient));
}
