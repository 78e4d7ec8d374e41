import {
  PRIVATE_MESSAGE_SCHEMAS,
  type PrivateChannelName,
  type PrivateMessage,
  type WalletAccount,
} from '@casino/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { warnOfFailedDeposit } from '../payments/failed-deposit-warning';
import { queryKeys } from '../query-keys';
import { isSessionEndExpected } from '../session/session-actions';
import { showToast } from '../toasts/toast-store';
import type { SessionPlayer } from '../session/session-player';

/** How many messages per private channel the cache keeps for the features that show them (notifications). */
export const PRIVATE_MESSAGES_KEPT = 20;

export type PrivateMessageOutcome = 'applied' | 'stale' | 'invalid';

/**
 * The highest sequence applied per channel, for one signed-in player. A message that is not newer is dropped:
 * publications may arrive late or twice (the server delivers at least once), and an old `balance` must never
 * overwrite a newer one.
 */
export type SequenceMemory = Map<PrivateChannelName, number>;

/**
 * Validates a private message with its channel's schema and writes it into the query cache: every message is kept
 * under `realtimeMessages(name)`, and the caches it changes are updated (the balance, the player's groups) or marked
 * stale (limits, payments), so components keep reading the cache and never the socket.
 */
export function applyPrivateMessage(
  queryClient: QueryClient,
  sequences: SequenceMemory,
  name: PrivateChannelName,
  data: unknown,
): PrivateMessageOutcome {
  const parsed = PRIVATE_MESSAGE_SCHEMAS[name].safeParse(data);
  if (!parsed.success) return 'invalid';
  const message = parsed.data;
  if (message.sequence <= (sequences.get(name) ?? 0)) return 'stale';
  sequences.set(name, message.sequence);

  queryClient.setQueryData<PrivateMessage<typeof name>[]>(queryKeys.realtimeMessages(name), (previous = []) =>
    [message, ...previous].slice(0, PRIVATE_MESSAGES_KEPT),
  );
  // A session ending at the player's request (a break) reads nothing again: the server would answer 401.
  if (!isSessionEndExpected()) updateCaches(queryClient, name, message);
  return 'applied';
}

function updateCaches(queryClient: QueryClient, name: PrivateChannelName, message: PrivateMessage<typeof name>) {
  const refetch = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey });
  switch (name) {
    case 'balance':
      return replaceAccount(queryClient, message as PrivateMessage<'balance'>);
    case 'groups_updates': {
      const { groups } = message as PrivateMessage<'groups_updates'>;
      queryClient.setQueryData<SessionPlayer | null>(queryKeys.player(), (player) =>
        player ? { ...player, groups } : player,
      );
      return;
    }
    case 'game_limits':
      return refetch(queryKeys.userLimits());
    case 'payments_changes':
      warnOfFailedDeposit(message as PrivateMessage<'payments_changes'>);
      refetch(queryKeys.payments());
      return refetch(queryKeys.accounts());
    case 'payments_events':
      // A payment moved: the history shows its new state, and money may have moved with it.
      refetch(queryKeys.payments());
      return refetch(queryKeys.accounts());
    case 'bonuses_changes':
      // A new gift is told once, as it arrives (its later stages are not news).
      if ((message as PrivateMessage<'bonuses_changes'>).stage === 'issued') showToast('BONUSES.ISSUED');
      // The push carries one bonus, but an activation or a cancellation may move others (a bonus group): re-read
      // the whole list, and the balance, since bonus money moves with a stage.
      refetch(queryKeys.bonuses());
      return refetch(queryKeys.accounts());
    case 'freespins_changes':
      // The push carries one gift: the list is read again, and the balance, as winnings may have become money.
      refetch(queryKeys.freespins());
      return refetch(queryKeys.accounts());
    case 'jackpot_win_award':
    case 'comps_award':
      // Money may have moved: read the balance again (its own push may be on the way, but may not be).
      return refetch(queryKeys.accounts());
    case 'methods_updated':
    case 'lootboxes_changes':
    case 'tournaments_statuses':
    case 'personal_notifications':
    case 'tournament_notifications':
    case 'allsecure_notification':
      return;
  }
}

/**
 * Publications are not kept for late subscribers: whatever changed before a private channel was (re)subscribed, on
 * the first connection or after a lost one, is read again once the subscription stands. From then on the pushes
 * carry every change, so nothing falls into the gap between loading the page and listening.
 */
export function catchUpAfterSubscribe(queryClient: QueryClient, name: PrivateChannelName): void {
  if (isSessionEndExpected()) return;
  const refetch = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey });
  if (name === 'balance') refetch(queryKeys.accounts());
  if (name === 'groups_updates') refetch(queryKeys.player());
  if (name === 'game_limits') refetch(queryKeys.userLimits());
  if (name === 'bonuses_changes') refetch(queryKeys.bonuses());
  if (name === 'freespins_changes') refetch(queryKeys.freespins());
}

/** The pushed account replaces the listed one of its currency; a currency not listed yet means the list is stale. */
function replaceAccount(queryClient: QueryClient, message: PrivateMessage<'balance'>): void {
  const { sequence: _sequence, ...account } = message;
  const accounts = queryClient.getQueryData<WalletAccount[] | null>(queryKeys.accounts());
  if (!accounts?.some((listed) => listed.currency === account.currency)) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.accounts() });
    return;
  }
  queryClient.setQueryData<WalletAccount[] | null>(queryKeys.accounts(), (listed) =>
    listed?.map((existing) => (existing.currency === account.currency ? account : existing)),
  );
}
