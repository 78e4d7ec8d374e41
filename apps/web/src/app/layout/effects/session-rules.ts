import { isFiatCurrency } from '@casino/contracts';
import { missingPersonalFields, type RequiredPersonalField } from '../../../lib/session/personal-info';
import type { SessionPlayer } from '../../../lib/session/session-player';

/**
 * Whether the page's guards must run again after the session changed: only when they judged the page with the
 * other login state. Running them when nothing they saw changed (the first answer after a load, which they
 * already waited for) flashes the progress bar for nothing.
 */
export function guardsOutdated(guardsSawLoggedIn: boolean | null, status: 'pending' | 'guest' | 'player'): boolean {
  if (guardsSawLoggedIn === null || status === 'pending') return false;
  return guardsSawLoggedIn !== (status === 'player');
}

/**
 * Whether a 401 ends the session here and sends the player to sign in (platform-core §8): only a signed-in player's,
 * and not while a break they took is ending it, whose own dialog says so and signs them out.
 */
export const authErrorEndsSession = (signedIn: boolean, sessionEndExpected: boolean): boolean =>
  signedIn && !sessionEndExpected;

/**
 * Whether to ask a social sign-up for the personal details a fiat cashbox needs: once per page load and player,
 * so saving the profile or any other change to the player does not bring the modal back after it was closed.
 */
export function shouldAskPersonalInfo(
  player: Pick<SessionPlayer, 'id' | 'currency' | RequiredPersonalField> | null,
  socialAuth: boolean,
  askedPlayerId: number | null,
): boolean {
  if (!player || !socialAuth || player.id === askedPlayerId || !isFiatCurrency(player.currency)) return false;
  return missingPersonalFields(player).length > 0;
}
