import type { Placement } from '../../games/shared-table/bet-slip';

/**
 * A placed bet's slip as chips, from the choice the table took (`{bets: [{…bet, stake}]}`): after a reload the board
 * still shows what the player staked on the round. One chip per position, of the position's whole stake.
 */
export function placementsFromChoice<Bet extends object>(
  choice: Record<string, unknown>,
  keyOf: (bet: Bet) => string,
): Placement<Bet>[] {
  const bets = Array.isArray(choice.bets) ? (choice.bets as unknown[]) : [];
  return bets.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { stake, ...bet } = entry as { stake?: unknown };
    if (typeof stake !== 'number' || stake <= 0) return [];
    return [{ key: keyOf(bet as Bet), bet: bet as Bet, amount: stake }];
  });
}
