import { FREESPINS_STAGES, type FreespinsGift } from '@casino/contracts';
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/api';
import type { HttpClient } from '../../../lib/http/http-client';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';

/** The contracts give the free spins as a type only; validated here as the bonuses are (bonus-schemas.ts). */
const minorUnits = z.number().int();

export const freespinsGiftSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  stage: z.enum(FREESPINS_STAGES),
  freespins_total: z.number().int().min(0),
  freespins_performed: z.number().int().min(0).nullable(),
  bet_cents: minorUnits,
  bet_level: z.number(),
  games: z.array(z.string()),
  games_info: z.array(z.object({ identifier: z.string(), title: z.string() })),
  provider: z.string(),
  activation_path: z.string(),
  activation_condition: z.null(),
  currency: z.string(),
  winnings_cents: minorUnits,
  wager_multiplier: z.number(),
  created_at: z.string(),
  activatable: z.boolean(),
  activatable_until: z.string(),
  valid_until: z.string().nullable(),
  cancelable: z.boolean(),
  group_key: z.string(),
}) satisfies z.ZodType<FreespinsGift>;

export const freespinsGiftsSchema = z.array(freespinsGiftSchema);

/** `GET /api/player/freespins`: every free spins gift of the player. */
export async function fetchFreespins(signal?: AbortSignal, client: HttpClient = http): Promise<FreespinsGift[]> {
  const gifts = await client.request('/api/player/freespins', {
    schema: freespinsGiftsSchema,
    signal,
    logCode: 'LOAD_FREESPINS_ERROR',
    retries: 1,
  });
  return gifts ?? [];
}

/** Under `freespins()`, which the `freespins_changes` push invalidates. */
export const freespinsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.freespins(),
    queryFn: ({ signal }) => fetchFreespins(signal),
    staleTime: 30_000,
  });

export function useFreespins() {
  return useQuery(freespinsQueryOptions());
}

/** `POST /api/player/freespins/{id}/activation`: tried once, as a bonus activation is (activate-bonus.ts). */
export async function activateFreespins(id: number, client: HttpClient = http): Promise<FreespinsGift | undefined> {
  return client.request(`/api/player/freespins/${id}/activation`, {
    method: 'POST',
    schema: freespinsGiftSchema,
    idempotencyKey: newIdempotencyKey(),
    logCode: 'ACTIVATE_FREESPINS_ERROR',
    retries: 0,
  });
}

/** `DELETE /api/player/freespins/{id}`: the spins end (`canceled`), and what they had won goes with them. */
export async function cancelFreespins(id: number, client: HttpClient = http): Promise<FreespinsGift | undefined> {
  return client.request(`/api/player/freespins/${id}`, {
    method: 'DELETE',
    schema: freespinsGiftSchema,
    idempotencyKey: newIdempotencyKey(),
    logCode: 'CANCEL_FREESPINS_ERROR',
    retries: 0,
  });
}

/** The answer is the gift as it is now: the list shows it at once. */
function replaceFreespins(queryClient: QueryClient, gift: FreespinsGift | undefined): void {
  if (!gift) return;
  queryClient.setQueryData<FreespinsGift[]>(queryKeys.freespins(), (list) =>
    list?.map((listed) => (listed.id === gift.id ? gift : listed)),
  );
}

/** Answered or refused, the list and the balance are read again (a 409 usually means the list is out of date). */
async function refreshFreespinsAndBalance(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.freespins() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.accounts() }),
  ]);
}

export const activateFreespinsMutationOptions = (queryClient: QueryClient, client: HttpClient = http) =>
  mutationOptions({
    mutationFn: (id: number) => activateFreespins(id, client),
    onSuccess: (gift) => replaceFreespins(queryClient, gift),
    onSettled: () => refreshFreespinsAndBalance(queryClient),
  });

export const cancelFreespinsMutationOptions = (queryClient: QueryClient, client: HttpClient = http) =>
  mutationOptions({
    mutationFn: (id: number) => cancelFreespins(id, client),
    onSuccess: (gift) => replaceFreespins(queryClient, gift),
    onSettled: () => refreshFreespinsAndBalance(queryClient),
  });

export function useActivateFreespins() {
  const queryClient = useQueryClient();
  return useMutation(activateFreespinsMutationOptions(queryClient));
}

export function useCancelFreespins() {
  const queryClient = useQueryClient();
  return useMutation(cancelFreespinsMutationOptions(queryClient));
}
