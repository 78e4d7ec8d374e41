import { DEMO_CURRENCY, isFiatCurrency } from '@casino/contracts';

/**
 * Whether a game is locked for a signed-in player's currency (engagement §4, game tile): the game takes real money
 * in other currencies only. Crypto wallets are never locked: the cashier converts, and the spec exempts them. A
 * game whose currency list is missing altogether is not locked either: the launch call decides, instead of the
 * lobby locking every tile when the list was left out of an answer.
 */
export function isCurrencyLocked(
  gameCurrencies: Readonly<Record<string, unknown>>,
  playerCurrency: string | undefined,
): boolean {
  if (!playerCurrency || !isFiatCurrency(playerCurrency)) return false;
  const codes = Object.keys(gameCurrencies);
  if (codes.length === 0) return false;
  return !codes.some((code) => code !== DEMO_CURRENCY && code === playerCurrency);
}
