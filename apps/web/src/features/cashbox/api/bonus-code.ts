import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import type { HttpClient } from '../../../lib/http/http-client';
import { queryKeys } from '../../../lib/query-keys';
import { allowBonuses, clearDepositBonusCode, setDepositBonusCode } from '../../../lib/session/session-actions';
import type { BonusProfile } from './deposit-bonus-schemas';
import { depositOffersQueryOptions } from './deposit-offers';

export type BonusCodeOutcome = 'valid' | 'invalid';

/** The offers as the server sees them after a code change: any read still running began before it and is dropped. */
async function reloadOffers(queryClient: QueryClient, client: HttpClient) {
  const options = depositOffersQueryOptions(client);
  await queryClient.cancelQueries({ queryKey: options.queryKey });
  return queryClient.fetchQuery(options);
}

function rememberCode(queryClient: QueryClient, code: string | null) {
  queryClient.setQueryData<BonusProfile>(queryKeys.bonusProfile(), (profile) => ({
    can_issue_bonuses: code === null ? (profile?.can_issue_bonuses ?? true) : true,
    deposit_bonus_code: code,
  }));
}

/**
 * The promo code flow of platform-core §4: set the code on the profile and read the offers again. A deposit offer
 * with a code applies only to that code, so a non-empty list means the code is valid; an empty one means it is
 * not, and the code is cleared again so the player's other offers come back. A player who had turned bonuses off
 * turns them on by entering a code, as the promo link does.
 */
export async function applyBonusCode(
  code: string,
  queryClient: QueryClient,
  client: HttpClient = http,
): Promise<BonusCodeOutcome> {
  if (queryClient.getQueryData<BonusProfile>(queryKeys.bonusProfile())?.can_issue_bonuses === false) {
    await allowBonuses(client);
  }
  await setDepositBonusCode(code, client);
  const offers = await reloadOffers(queryClient, client);
  if (offers.length > 0) {
    rememberCode(queryClient, code);
    return 'valid';
  }
  await clearDepositBonusCode(client);
  rememberCode(queryClient, null);
  await reloadOffers(queryClient, client).catch(() => undefined);
  return 'invalid';
}

/** "Remove": the profile forgets the code, and the offers without one come back. */
export async function removeBonusCode(queryClient: QueryClient, client: HttpClient = http): Promise<void> {
  await clearDepositBonusCode(client);
  rememberCode(queryClient, null);
  await reloadOffers(queryClient, client).catch(() => undefined);
}

export const applyBonusCodeMutationOptions = (queryClient: QueryClient, client: HttpClient = http) =>
  mutationOptions({
    scope: { id: 'deposit-bonus-code' },
    mutationFn: (code: string) => applyBonusCode(code, queryClient, client),
  });

export const removeBonusCodeMutationOptions = (queryClient: QueryClient, client: HttpClient = http) =>
  mutationOptions({
    scope: { id: 'deposit-bonus-code' },
    mutationFn: () => removeBonusCode(queryClient, client),
  });
