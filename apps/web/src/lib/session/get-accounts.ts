import { walletAccountsSchema, type WalletAccount } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/api';
import { HttpError } from '../http/http-error';
import { queryKeys } from '../query-keys';
import { useSession } from './get-player';

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

/** The wallets the balance menu lists: listed (`active`) and not hidden. */
const listedAccounts = (accounts: readonly WalletAccount[] | null | undefined): WalletAccount[] =>
  accounts?.filter((account) => account.active && account.hidden_at === null) ?? [];

/** The wallet the player plays from: the one in the profile's currency (`active` only means "listed"). */
function selectedAccount(
  accounts: readonly WalletAccount[] | null | undefined,
  currency: string | undefined,
): WalletAccount | undefined {
  return accounts?.find((account) => account.currency === currency) ?? listedAccounts(accounts)[0];
}

export function useActiveAccount(enabled: boolean) {
  const query = useQuery({ ...accountsQueryOptions(), enabled });
  const { player } = useSession();
  return {
    account: selectedAccount(query.data, player?.currency),
    accounts: listedAccounts(query.data),
    isPending: enabled && query.isPending,
  };
}
