import type { LocaleCode } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { appEvents } from '../events';
import { http } from '../http/api';
import type { HttpClient } from '../http/http-client';
import { newIdempotencyKey } from '../http/idempotency-key';
import { closeAllModals } from '../modals/modal-store';
import { writeStored } from '../storage/browser-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { queryKeys } from '../query-keys';
import { setSessionEnding } from './session-ending';
import { z } from 'zod';

/**
 * A cooling-off or self-exclusion ends every session of the player on the server, as the player asked. From the
 * request until they have read why and sign out here, a 401 is that ending (not a lost sign-in to send them to the
 * sign-in page for), and a push must not read their data again. The same holds while a sign-out is with the server.
 */
let sessionEndExpected = false;
export const expectSessionEnd = (expected: boolean) => {
  sessionEndExpected = expected;
};
export const isSessionEndExpected = () => sessionEndExpected;

/**
 * Ends the session in the browser: every user store and cached user call goes, so the next person at this
 * screen sees nothing of the last one (platform-core §4). The server call is best effort: a session that is
 * already gone server-side must still end here.
 */
export async function logOut(queryClient: QueryClient, { callServer = true } = {}): Promise<void> {
  // From here the chrome shows neither the player nor a guest, so no user call starts; a 401 meanwhile is this end.
  setSessionEnding(true);
  sessionEndExpected = true;
  try {
    forgetStoredSessionValues();
    // A deposit or profile modal left open would show the next person an empty or someone else's form.
    closeAllModals();
    // A turn lets the chrome draw the unknown state (a render begun before it may have started a user call), then
    // the user calls in flight are abandoned: answered after the server's sign-out they would be 401s.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await queryClient.cancelQueries({ queryKey: queryKeys.userScope() });
    if (callServer) {
      // Ending a session twice ends it once: the key lets the lost first answer be asked for again.
      await http
        .request('/api/users/sign_out', { method: 'DELETE', retries: 1, idempotencyKey: newIdempotencyKey() })
        .catch(() => undefined);
    }
    queryClient.setQueryData(queryKeys.player(), null);
    queryClient.removeQueries({ queryKey: queryKeys.userScope() });
    // The realtime settings name the player and carry their connection token; the next reader gets a guest's,
    // which only a request after the server's sign-out can be.
    queryClient.removeQueries({ queryKey: queryKeys.playerSettings() });
  } finally {
    sessionEndExpected = false;
    setSessionEnding(false);
  }
  appEvents.emit('logout', {});
}

function forgetStoredSessionValues(): void {
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
}

/** Saves a logged-in player's language choice; a failure only means the next visit starts in the old one. */
export function saveLocale(locale: LocaleCode): Promise<void> {
  return http
    .request('/api/player/update_locale', { method: 'PATCH', body: { locale }, logCode: 'UPDATE_LOCALE_ERROR' })
    .then(() => undefined)
    .catch(() => undefined);
}

/** `PATCH /api/player/update_bonus_settings {can_issue: true}`: the player allows bonuses to be issued to them. */
export async function allowBonuses(client: HttpClient = http): Promise<void> {
  // It sets a value, so a repeat changes nothing; the key lets the server answer a repeat from its record.
  await client.request('/api/player/update_bonus_settings', {
    method: 'PATCH',
    body: { can_issue: true },
    retries: 1,
    idempotencyKey: newIdempotencyKey(),
  });
}

/** `PATCH /api/player/set_bonus_code`: the deposit promo code the next deposit's offers are matched against. */
export async function setDepositBonusCode(code: string, client: HttpClient = http): Promise<void> {
  await client.request('/api/player/set_bonus_code', {
    method: 'PATCH',
    body: { deposit_bonus_code: code },
    retries: 1,
    idempotencyKey: newIdempotencyKey(),
    logCode: 'SET_BONUS_CODE_ERROR',
  });
}

/** `DELETE /api/player/clear_bonus_code`: the profile forgets its deposit promo code. */
export async function clearDepositBonusCode(client: HttpClient = http): Promise<void> {
  await client.request('/api/player/clear_bonus_code', {
    method: 'DELETE',
    retries: 1,
    idempotencyKey: newIdempotencyKey(),
    logCode: 'CLEAR_BONUS_CODE_ERROR',
  });
}

/** Deposit offers are only counted here: the cashbox reads them whole. */
const anyOffers = z.array(z.unknown());

/**
 * The deposit promo code flow's server half (platform-core §4): allow bonuses, set the code on the profile, then
 * read the deposit offers: none with the code set means it is not a valid code, and it is cleared. Answers whether
 * the code stands. Best effort: if a call fails the code is kept, the deposit modal still opens with it, and the
 * cashbox applies it.
 */
export async function applyDepositPromocode(code: string, client: HttpClient = http): Promise<boolean> {
  try {
    await allowBonuses(client);
    await setDepositBonusCode(code, client);
    const offers = await client.request('/api/bonuses/deposit', {
      schema: anyOffers,
      logCode: 'LOAD_DEPOSIT_OFFERS_ERROR',
    });
    if ((offers ?? []).length > 0) return true;
    await clearDepositBonusCode(client);
    return false;
  } catch {
    // Logged by the client where it matters; the modal opens either way.
    return true;
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
