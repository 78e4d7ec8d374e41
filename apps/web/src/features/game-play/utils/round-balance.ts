import type { WalletAccount } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { RoundMessage } from './frame-messages';

/**
 * Shows a settled round's balance at once, in the header and on the game page alike, by writing it into the
 * cached wallet of that currency. The ledger's own push (realtime `balance`) follows and replaces the whole
 * account, withdrawable and bonus money included; this only saves the player from watching a stale balance in
 * between. Demo rounds never come here: play money is not a wallet.
 */
export function writeRoundBalance(queryClient: QueryClient, round: Pick<RoundMessage, 'currency' | 'balance'>): void {
  queryClient.setQueryData<WalletAccount[] | null>(queryKeys.accounts(), (accounts) =>
    accounts?.map((account) =>
      account.currency === round.currency ? { ...account, amount_cents: round.balance } : account,
    ),
  );
}
