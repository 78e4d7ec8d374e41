import type { StudioFamily } from '@casino/contracts';
import { fairRandomness } from '@casino/game-engine';
import type { FamilyAction, FamilyRound } from './families/family';
import { IllegalPlay } from './families/family';
import type { AnyStudioFamily } from './families/registry';
import { STUDIO_GAME_FAMILIES } from './families/registry';
import { AppError } from '../../lib/app-error';

/** What a replay needs: the round's rules, its opening, its steps and its seeds. */
export type ReplayInput = {
  family: string;
  params: Record<string, unknown>;
  stake: number;
  choice: Record<string, unknown>;
  actions: readonly FamilyAction[];
  serverSeed: string;
  clientSeed: string;
  nonce: number;
};

export function familyOf(name: string): AnyStudioFamily {
  const family = STUDIO_GAME_FAMILIES.get(name as StudioFamily);
  if (!family) throw new AppError('GAME_UNAVAILABLE', 'This game is not available');
  return family;
}

/** An IllegalPlay as the API's 422, naming the field the rules refused. */
export function illegalPlayError(error: IllegalPlay): AppError {
  return new AppError('VALIDATION_FAILED', error.message, { [error.field]: ['validation.invalid'] });
}

/**
 * The round as it stands after its opening and `actions`: the family replays everything from the seeds and nonce,
 * so what the player sees is exactly what /provably-fair recomputes.
 */
export function replay(input: ReplayInput): FamilyRound {
  const family = familyOf(input.family);
  const randomness = fairRandomness({ serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce });
  try {
    return family.play(input.params, input.stake, input.choice, input.actions, randomness);
  } catch (error) {
    if (error instanceof IllegalPlay) throw illegalPlayError(error);
    throw error;
  }
}

/** One protocol action of a round: deterministic ids, so a retried settlement is never applied twice. */
export type WalletAction = { action: 'bet' | 'win'; action_id: string; amount: number };

export const walletRoundId = (roundId: number) => `studio-${roundId}`;

/**
 * Every wallet action a round has caused up to `actions`: the opening stake, each extra stake a step added (a double,
 * a split), and, once finished, its return (0 on a loss, which closes the round in the books). Sending them all again
 * is harmless: the wallet answers known action ids from its records.
 */
export function walletActions(roundId: number, input: ReplayInput): { actions: WalletAction[]; finished: boolean } {
  return walletActionsOf(roundId, input.actions.length, (steps) =>
    replay({ ...input, actions: input.actions.slice(0, steps) }),
  );
}

/** The same, over any replay of the round after its first `steps` actions. */
export function walletActionsOf(
  roundId: number,
  stepCount: number,
  replayAfter: (steps: number) => FamilyRound,
): { actions: WalletAction[]; finished: boolean } {
  const opened = replayAfter(0);
  const actions: WalletAction[] = [{ action: 'bet', action_id: `r${roundId}:bet:0`, amount: opened.staked }];
  let staked = opened.staked;
  let last = opened;
  for (let step = 1; step <= stepCount; step += 1) {
    last = replayAfter(step);
    if (last.staked > staked) {
      actions.push({ action: 'bet', action_id: `r${roundId}:bet:${step}`, amount: last.staked - staked });
      staked = last.staked;
    }
  }
  const finished = last.returned !== null;
  if (finished) actions.push({ action: 'win', action_id: `r${roundId}:win`, amount: last.returned ?? 0 });
  return { actions, finished };
}
