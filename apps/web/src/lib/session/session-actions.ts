import type { LocaleCode } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { appEvents } from '../events';
import { http } from '../http/api';
import { newIdempotencyKey } from '../http/idempotency-key';
import { closeAllModals } from '../modals/modal-store';
import { writeStored } from '../storage/browser-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { queryKeys } from '../query-keys';

/**
 * Ends the session in the browser: every user store and cached user call goes, so the next person at this
 * screen sees nothing of the last one (platform-core §4). The server call is best effort: a session that is
 * already gone server-side must still end here.
 */
export async function logOut(queryClient: QueryClient, { callServer = true } = {}): Promise<void> {
  if (callServer) {
    // Ending a session twice ends it once: the key lets the lost first answer be asked for again.
    await http
      .request('/api/users/sign_out', { method: 'DELETE', retries: 1, idempotencyKey: newIdempotencyKey() })
      .catch(() => undefined);
  }
  for (const key of [
    STORAGE_KEYS.sessionTime,
    STORAGE_KEYS.depositPromocode,
    STORAGE_KEYS.depositPromocodeShown,
    STORAGE_KEYS.giftPromocode,
  ]) {
    writeStored('session', key, null);
  }
  // The Estonian licence notice is shown once per login, so its flag ends with the session.
  writeStored('local', STORAGE_KEYS.showedPopupEE, null);
  // A deposit or profile modal left open would show the next person an empty or someone else's form.
  closeAllModals();
  queryClient.setQueryData(queryKeys.player(), null);
  queryClient.removeQueries({ queryKey: queryKeys.userScope() });
  // The realtime settings name the player and carry their connection token; the next reader gets a guest's.
  queryClient.removeQueries({ queryKey: queryKeys.playerSettings() });
  appEvents.emit('logout', {});
}

/** Saves a logged-in player's language choice; a failure only means the next visit starts in the old one. */
export function saveLocale(locale: LocaleCode): Promise<void> {
  return http
    .request('/api/player/update_locale', { method: 'PATCH', body: { locale }, logCode: 'UPDATE_LOCALE_ERROR' })
    .then(() => undefined)
    .catch(() => undefined);
}

/**
 * The deposit promo code flow's server half (platform-core §4): allow bonuses, then set the code on the profile.
 * Best effort: if either call fails the deposit modal still opens with the code, and the cashbox applies it.
 */
export async function applyDepositPromocode(code: string): Promise<void> {
  try {
    // Both set a value, so a repeat changes nothing; the keys let the server answer a repeat from its record.
    await http.request('/api/player/update_bonus_settings', {
      method: 'PATCH',
      body: { can_issue: true },
      retries: 1,
      idempotencyKey: newIdempotencyKey(),
    });
    await http.request('/api/player/set_bonus_code', {
      method: 'PATCH',
      body: { deposit_bonus_code: code },
      retries: 1,
      idempotencyKey: newIdempotencyKey(),
      logCode: 'SET_BONUS_CODE_ERROR',
    });
  } catch {
    // Logged by the client where it matters; the modal opens either way.
  }
}

/** Adds the player to self-service groups (`POST /api/player/groups`), e.g. 1401 for the installed app. */
export function addPlayerGroups(groups: readonly string[]): Promise<void> {
  return http
    .request('/api/player/groups', {
      method: 'POST',
      body: { groups: { add: groups } },
      retries: 1,
      idempotencyKey: newIdempotencyKey(),
    })
    .then(() => undefined)
    .catch(() => undefined);
}

/** `POST /api/users/confirmation`: e-mails the confirmation link again (a 422 on user.email when already confirmed). */
export async function resendConfirmation(email: string, captcha?: string): Promise<void> {
  await http.request('/api/users/confirmation', {
    method: 'POST',
    body: { user: { email, captcha } },
    retries: 0,
    logCode: 'RESEND_CONFIRMATION_ERROR',
  });
}

/**
 * Plays from another wallet (`POST /api/player/accounts`), then reloads what depends on the currency, as the
 * reference client does: the profile (its `currency` changes), the wallets and the limits. Throws when the switch
 * failed, so the menu can say so.
 */
export async function selectWallet(queryClient: QueryClient, currency: string): Promise<void> {
  await http.request('/api/player/accounts', {
    method: 'POST',
    body: { currency },
    retries: 1,
    idempotencyKey: newIdempotencyKey(),
    logCode: 'SELECT_WALLET_ERROR',
  });
  await Promise.allSettled(
    [queryKeys.player(), queryKeys.accounts(), queryKeys.userLimits()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
