import type { UserProfile } from '@casino/contracts';

/**
 * The name a player is greeted with everywhere (header, sidebar, profile): the nickname they chose, else their
 * first name, else the part of the e-mail before the @.
 */
export function playerDisplayName(player: Pick<UserProfile, 'nickname' | 'first_name' | 'email'>): string {
  return player.nickname?.trim() || player.first_name?.trim() || player.email.split('@')[0] || player.email;
}
