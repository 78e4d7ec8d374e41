import type { UserProfile } from '@casino/contracts';

/** The nickname when the player chose one, else the part of the e-mail before the @. */
export function playerDisplayName(player: Pick<UserProfile, 'nickname' | 'email'>): string {
  return player.nickname?.trim() || player.email.split('@')[0] || player.email;
}
