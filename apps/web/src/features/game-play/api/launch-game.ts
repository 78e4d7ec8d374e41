import { gameSessionSchema, type GameSession, type GameSessionRequest } from '@casino/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { isFrameableUrl } from '../utils/launch-url';

/** Which game to launch and how: `identifier` is `<provider>/<slug>`, the rest is the request body. */
export type LaunchRequest = GameSessionRequest & { identifier: string };

/**
 * `POST /api/games/{provider}/{slug}/session`: opens a game session and answers the frame's address. Not
 * retried: a refusal (region, currency, profile) says the same thing twice, and a launch that failed on the way
 * costs nothing to ask for again from the page (an unused session simply expires).
 */
export async function launchGame({ identifier, ...body }: LaunchRequest): Promise<GameSession> {
  const session = await http.request(`/api/games/${identifier}/session`, {
    method: 'POST',
    body,
    schema: gameSessionSchema,
    retries: 0,
    logCode: 'LAUNCH_GAME_ERROR',
  });
  if (!session) throw new Error('the launch call answered without a session');
  if (!isFrameableUrl(session.launch_url, window.location.origin)) throw new Error('the launch URL cannot be framed');
  return session;
}

export const launchGameMutationOptions = () =>
  mutationOptions({
    mutationKey: ['games', 'launch'],
    mutationFn: launchGame,
  });

export function useLaunchGame() {
  return useMutation(launchGameMutationOptions());
}
