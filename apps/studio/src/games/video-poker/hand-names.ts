import type { Translate } from '../../lib/i18n/i18n';
import { HAND_RANKS } from './video-poker-view';

/** A paying hand's name in the player's language; a rank this front end does not know is shown as the server sent it. */
export function handRankName(rank: string, t: Translate): string {
  const known = HAND_RANKS.find((candidate) => candidate === rank);
  return known ? t(`videoPoker.hand.${known}`) : rank;
}
