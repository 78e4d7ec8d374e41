import type { WalletAccount } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/api';
import { HttpError } from '../http/http-error';
import { queryKeys } from '../query-keys';

const isMinorUnits = (value: unknown): value is number => Number.isSafeInteger(value);

/** Checked by hand for the same reason as the session player (see session-player.ts): a first-load cost. */
export const accountsSchema = {
  parse(input: unknown): WalletAccount[] {
    if (!Array.isArray(input)) throw new Error('accounts: not a list');
    return input.map((item: unknown) => {
      const { currency, active, amount_cents, available_to_cashout_cents, subunits_to_unit } = (item ?? {}) as Record<
        string,
        unknown
      >;
      // Money fields have no default: a missing subunits_to_unit read as 100 would misstate a BTC balance a
      // million times, so a malformed account fails the whole list ("balance unknown") instead.
      if (
        typeof currency !== 'string' ||
        !isMinorUnits(amount_cents) ||
        !isMinorUnits(available_to_cashout_cents) ||
        !isMinorUnits(subunits_to_unit)
      ) {
        throw new Error('accounts: account');
      }
      return { currency, active: active === true, amount_cents, available_to_cashout_cents, subunits_to_unit };
    });
  },
};

/** `GET /api/player/accounts`: the player's wallets. An unavailable list shows as "balance unknown", not as 0. */
async function fetchAccounts(signal?: AbortSignal): Promise<WalletAccount[] | null> {
  try {
    return (
      (await http.request('/api/player/accounts', {
        schema: accountsSchema,
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

const accountsQueryOptions = () =>
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
