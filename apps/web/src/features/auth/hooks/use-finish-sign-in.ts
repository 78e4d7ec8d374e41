import { isSafeRedirectPath } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import type { SessionPlayer } from '../../../lib/session/session-player';

/** Only paths on this site (the server's rule): a `redirect` from a link must never send a new session elsewhere. */
export function safeRedirect(redirect: string | undefined): string | undefined {
  return isSafeRedirectPath(redirect) ? redirect : undefined;
}

/**
 * After sign-in or sign-up (platform-core §4): mark the player logged in with the profile the server returned,
 * reload everything that belongs to a user, and go where the guard wanted to send them, or stay where they are.
 */
export function useFinishSignIn(close: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (player: SessionPlayer, redirect?: string) => {
    queryClient.setQueryData(queryKeys.player(), player);
    void queryClient.invalidateQueries({ queryKey: queryKeys.userScope() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.playerSettings() });
    const target = safeRedirect(redirect);
    if (target) await navigate(target);
    close();
  };
}
