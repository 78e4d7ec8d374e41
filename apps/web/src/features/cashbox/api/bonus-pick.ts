import { playerGroupsSchema } from '@casino/contracts';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import type { HttpClient } from '../../../lib/http/http-client';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import type { SessionPlayer } from '../../../lib/session/session-player';
import { pickChange, type DepositOffer, type PickChange } from '../deposit-bonus-offers';

/** `POST /api/player/groups`: join an offer's pick group and/or leave the one picked before. Answers every group. */
export async function changeBonusPick(change: PickChange, client: HttpClient = http): Promise<string[] | undefined> {
  const answer = await client.request('/api/player/groups', {
    method: 'POST',
    body: change,
    schema: playerGroupsSchema,
    // Joining and leaving are set operations: a repeat changes nothing, and the key lets the server see it is one.
    retries: 1,
    idempotencyKey: newIdempotencyKey(),
    logCode: 'PICK_DEPOSIT_BONUS_ERROR',
  });
  return answer?.groups;
}

const groupsOf = (queryClient: QueryClient) =>
  queryClient.getQueryData<SessionPlayer | null>(queryKeys.player())?.groups ?? [];

/**
 * Choosing an offer (null: "No bonus"). The choices run one after another (one scope), and each works out what to
 * send from the groups the previous answer left, so quick arrow presses through the cards end with exactly the last
 * one picked. The answer's groups go into the profile, as the `groups_updates` push would put them.
 */
export const pickOfferMutationOptions = (queryClient: QueryClient, client: HttpClient = http) =>
  mutationOptions({
    scope: { id: 'deposit-bonus-pick' },
    mutationFn: async (offer: Pick<DepositOffer, 'pickGroup'> | null) => {
      const groups = groupsOf(queryClient);
      const change = pickChange(offer, groups);
      if (!change) return groups;
      return (await changeBonusPick(change, client)) ?? groups;
    },
    onSuccess: (groups) => {
      queryClient.setQueryData<SessionPlayer | null>(queryKeys.player(), (player) =>
        player ? { ...player, groups } : player,
      );
    },
  });
