import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '../../../lib/http/api';
import { queryKeys } from '../../../lib/query-keys';
import type { SessionPlayer } from '../../../lib/session/session-player';
import { showToast } from '../../../lib/toasts/toast-store';
import { subscribeToPromos } from './subscribe-to-promos';

/** The promo-subscription click wired to the app's client, toasts and cached profile. */
export function useSubscribeToPromos(player: SessionPlayer) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const subscribe = async () => {
    setPending(true);
    await subscribeToPromos(player.receive_promos, {
      http,
      notify: (toast) => showToast(toast),
      onSubscribed: () =>
        queryClient.setQueryData<SessionPlayer | null>(queryKeys.player(), (cached) =>
          cached ? { ...cached, receive_promos: true } : cached,
        ),
    });
    setPending(false);
  };
  return { subscribe, pending };
}
