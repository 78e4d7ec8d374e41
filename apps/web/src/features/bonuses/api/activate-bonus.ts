import type { PlayerBonus } from '@casino/contracts';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import type { HttpClient } from '../../../lib/http/http-client';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { playerBonusSchema } from './bonus-schemas';
import { refreshBonusesAndBalance, replaceBonus } from './refresh-after-change';

/**
 * `POST /api/player/bonuses/{id}/activation`: the issued bonus starts wagering. Tried once: the key lets the server
 * recognise a repeat, but a refusal (409 when it is no longer issued) is the player's to read, not ours to retry.
 */
export async function activateBonus(id: number, client: HttpClient = http): Promise<PlayerBonus | undefined> {
  return client.request(`/api/player/bonuses/${id}/activation`, {
    method: 'POST',
    schema: playerBonusSchema,
    idempotencyKey: newIdempotencyKey(),
    logCode: 'ACTIVATE_BONUS_ERROR',
    retries: 0,
  });
}

export const activateBonusMutationOptions = (queryClient: QueryClient, client: HttpClient = http) =>
  mutationOptions({
    mutationFn: (id: number) => activateBonus(id, client),
    onSuccess: (bonus) => replaceBonus(queryClient, bonus),
    onSettled: () => refreshBonusesAndBalance(queryClient),
  });

export function useActivateBonus() {
  const queryClient = useQueryClient();
  return useMutation(activateBonusMutationOptions(queryClient));
}
