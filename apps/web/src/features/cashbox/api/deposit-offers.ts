import type { BonusOffer } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import type { HttpClient } from '../../../lib/http/http-client';
import { queryKeys } from '../../../lib/query-keys';
import { bonusOffersSchema, bonusProfileSchema, type BonusProfile } from './deposit-bonus-schemas';

/** `GET /api/bonuses/deposit`: the offers that apply to the player's next deposit. */
export async function fetchDepositOffers(signal?: AbortSignal, client: HttpClient = http): Promise<BonusOffer[]> {
  const offers = await client.request('/api/bonuses/deposit', {
    schema: bonusOffersSchema,
    signal,
    logCode: 'LOAD_DEPOSIT_OFFERS_ERROR',
    retries: 1,
  });
  return offers ?? [];
}

/**
 * Read again whenever the deposit opens: a deposit made, a code entered or an offer picked elsewhere changes the
 * list. Never retried on the first paint: the deposit does not wait for it, and the picker has its own retry.
 */
export const depositOffersQueryOptions = (client: HttpClient = http) =>
  queryOptions({
    queryKey: queryKeys.depositOffers(),
    queryFn: ({ signal }) => fetchDepositOffers(signal, client),
    staleTime: 0,
    retry: false,
  });

/** `GET /api/player`, for the two bonus fields only: the promo code on the profile and whether bonuses are allowed. */
export async function fetchBonusProfile(signal?: AbortSignal, client: HttpClient = http): Promise<BonusProfile> {
  const profile = await client.request('/api/player', {
    schema: bonusProfileSchema,
    signal,
    logCode: 'LOAD_BONUS_PROFILE_ERROR',
    retries: 1,
  });
  return profile ?? { deposit_bonus_code: null, can_issue_bonuses: true };
}

export const bonusProfileQueryOptions = (client: HttpClient = http) =>
  queryOptions({
    queryKey: queryKeys.bonusProfile(),
    queryFn: ({ signal }) => fetchBonusProfile(signal, client),
    staleTime: 0,
    retry: false,
  });
