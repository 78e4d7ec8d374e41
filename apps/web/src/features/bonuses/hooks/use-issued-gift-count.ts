import { useFreespins } from '../api/freespins';
import { useBonuses } from '../api/get-bonuses';
import { issuedCount } from '../utils/gift-sections';

/**
 * How many gifts (bonuses and free spins) wait to be activated, for the header. It shares the gifts page's queries,
 * so the `bonuses_changes` and `freespins_changes` pushes and every activation update both; a list that failed to
 * load counts none rather than guessing.
 */
export function useIssuedGiftCount(): number {
  return issuedCount(useBonuses().data) + issuedCount(useFreespins().data);
}
