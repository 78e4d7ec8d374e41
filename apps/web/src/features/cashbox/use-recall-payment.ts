import type { PlayerPayment } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { recallPayment } from './api/payment-history';

/**
 * Cancels a pending withdrawal. Afterwards the history and the wallets are read again without waiting
 * (player-api-shapes §2.2): the money is back in the withdrawable balance.
 */
export function useRecallPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: PlayerPayment) => recallPayment(payment.id),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.accounts() });
    },
  });
}
