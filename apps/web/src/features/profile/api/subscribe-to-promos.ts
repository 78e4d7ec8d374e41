import type { HttpClient } from '../../../lib/http/http-client';
import type { ToastKey } from '../../../lib/toasts/toast-store';

type SubscribeDeps = {
  http: HttpClient;
  notify: (toast: ToastKey) => void;
  /** Called once the server has the subscription on, so the cached profile can say so too. */
  onSubscribed: () => void;
};

/**
 * The promo-subscription click (platform-core §4): a player already subscribed is told so; otherwise
 * `PUT /api/subscriptions` turns e-mail promos on and a success message follows; a failure shows the
 * something-went-wrong warning. Resolves to whether the player is subscribed afterwards.
 */
export async function subscribeToPromos(receivePromos: boolean, deps: SubscribeDeps): Promise<boolean> {
  if (receivePromos) {
    deps.notify('NOTIFICATIONS.SUCCESS_ALREADY_SUBSCRIBED_PROMO');
    return true;
  }
  try {
    await deps.http.request('/api/subscriptions', {
      method: 'PUT',
      body: { receive_promos: true },
      logCode: 'SUBSCRIBE_PROMOS_ERROR',
      retries: 1,
    });
  } catch {
    deps.notify('NOTIFICATIONS.SOMETHING_WENT_WRONG');
    return false;
  }
  deps.onSubscribed();
  deps.notify('NOTIFICATIONS.SUCCESS_RECAEVED_PROMO');
  return true;
}
