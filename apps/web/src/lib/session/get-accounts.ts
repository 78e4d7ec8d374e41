import { walletAccountsSchema, type WalletAccount } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/api';
import { HttpError } from '../http/http-error';
import { queryKeys } from '../query-keys';

/** `GET /api/player/accounts`: the player's wallets. An unavailable list shows as "balance unknown", not as 0. */
async function fetchAccounts(signal?: AbortSignal): Promise<WalletAccount[] | null> {
  try {
    return (
      (await http.request('/api/player/accounts', {
        schema: walletAccountsSchema,
        signal,
        logCode: 'LOAD_USER_BALANCE_ERROR',
        retries: 2,
      })) ?? []
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accounts(),
    queryFn: ({ signal }) => fetchAccounts(signal),
    staleTime: 30_000,
  });

/** The wallet the player plays from: the active one, else the first. */
function activeAccount(accounts: readonly WalletAccount[] | null | undefined): WalletAccount | undefined {
  return accounts?.find((account) => account.active) ?? accounts?.[0];
}

export function useActiveAccount(enabled: boolean) {
  const query = useQuery({ ...accountsQueryOptions(), enabled });
  return { account: activeAccount(query.data), isPending: enabled && query.isPending };
}
