import type { WalletAccount } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/api';
import { HttpError } from '../http/http-error';
import { queryKeys } from '../query-keys';
import { useSession } from './get-player';

const isMinorUnits = (value: unknown): value is number => Number.isSafeInteger(value);

/** Checked by hand for the same reason as the session player (see session-player.ts): a first-load cost. */
export const accountsSchema = {
  parse(input: unknown): WalletAccount[] {
    if (!Array.isArray(input)) throw new Error('accounts: not a list');
    return input.map((item: unknown) => {
      const account = (item ?? {}) as Record<string, unknown>;
      const { currency, amount_cents, available_to_cashout_cents, subunits_to_unit } = account;
      const toBet = account.available_to_bet_with_locked_cent;
      // Money fields have no default: a missing subunits_to_unit read as 100 would misstate a BTC balance a
      // million times, so a malformed account fails the whole list ("balance unknown") instead.
      if (
        typeof currency !== 'string' ||
        !isMinorUnits(amount_cents) ||
        !isMinorUnits(available_to_cashout_cents) ||
        !isMinorUnits(toBet) ||
        !isMinorUnits(subunits_to_unit)
      ) {
        throw new Error('accounts: account');
      }
      const displayUnit = account.display_unit;
      return {
        currency,
        active: account.active === true,
        amount_cents,
        available_to_cashout_cents,
        available_to_bet_with_locked_cent: toBet,
        hidden_at: typeof account.hidden_at === 'string' ? account.hidden_at : null,
        deposit_available: account.deposit_available === true,
        selected_lottery_id: typeof account.selected_lottery_id === 'number' ? account.selected_lottery_id : null,
        subunits_to_unit,
        display_unit: displayUnit === 'milli' || displayUnit === 'micro' ? displayUnit : 'unit',
      };
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
