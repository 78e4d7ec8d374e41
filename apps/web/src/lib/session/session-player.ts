import type { SessionPlayer } from '@casino/contracts';

/** The profile fields the shell reads: one definition in the contracts (session-player.ts), with their schema. */
export type { SessionPlayer } from '@casino/contracts';

/**
 * Player group 21, `PLAYER_GROUPS.tester` of the contracts: written out because the groups module is not part of the
 * first load, which needs only this one (session-player.test.ts keeps the two equal).
 */
const TESTER_GROUP = '21';

/** Testers see every managed promotion page, switched off or not (engagement §6). */
export function isTester(player: Pick<SessionPlayer, 'groups'> | null | undefined): boolean {
  return player?.groups.includes(TESTER_GROUP) ?? false;
}
