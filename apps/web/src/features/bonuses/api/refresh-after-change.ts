import type { PlayerBonus } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** The answer of an activation or cancellation is the bonus as it is now: the list shows it at once. */
export function replaceBonus(queryClient: QueryClient, bonus: PlayerBonus | undefined): void {
  if (!bonus) return;
  queryClient.setQueryData<PlayerBonus[]>(queryKeys.bonuses(), (list) =>
    list?.map((listed) => (listed.id === bonus.id ? bonus : listed)),
  );
}

/**
 * After any bonus call, answered or refused, the list and the balance are read again: a stage change moves money
 * between the cash and bonus books, and a refusal (409) usually means the list on screen is out of date.
 */
export async function refreshBonusesAndBalance(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.bonuses() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.accounts() }),
  ]);
}
