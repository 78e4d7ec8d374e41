import { HttpError } from '../../../lib/http/http-error';

/** What the game page shows instead of the game when a launch is refused or fails. */
export type LaunchProblem =
  | { kind: 'region' }
  | { kind: 'currency' }
  | { kind: 'demo-unavailable' }
  | { kind: 'unavailable' }
  | { kind: 'profile'; fields: string[] }
  | { kind: 'not-found' }
  | { kind: 'signed-out' }
  | { kind: 'error' };

/**
 * Maps a failed `POST /api/games/{provider}/{slug}/session` to the state the page shows. The error code decides
 * where the server sent one; the status is the fallback for answers without our error body (a proxy's 451).
 */
export function launchProblemOf(error: unknown): LaunchProblem {
  if (!(error instanceof HttpError)) return { kind: 'error' };
  if (error.code === 'GAME_PROFILE_INCOMPLETE') {
    // The field errors name exactly what the game's provider needs; nothing else is asked for.
    return { kind: 'profile', fields: Object.keys(error.fieldErrors) };
  }
  const byCode = REFUSALS[error.code] ?? REFUSALS_BY_STATUS[error.status];
  return byCode ? { kind: byCode } : { kind: 'error' };
}

type SimpleProblem = Exclude<LaunchProblem, { kind: 'profile' }>['kind'];

const REFUSALS: Partial<Record<string, SimpleProblem>> = {
  GAME_RESTRICTED_IN_REGION: 'region',
  GAME_CURRENCY_UNSUPPORTED: 'currency',
  GAME_DEMO_UNAVAILABLE: 'demo-unavailable',
  GAME_UNAVAILABLE: 'unavailable',
  NOT_FOUND: 'not-found',
  UNAUTHORIZED: 'signed-out',
};

const REFUSALS_BY_STATUS: Partial<Record<number, SimpleProblem>> = {
  451: 'region',
  404: 'not-found',
  401: 'signed-out',
};
