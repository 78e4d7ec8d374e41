import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { appEvents } from '../events';
import { closeAllModals, getModalStack, openModal } from '../modals/modal-store';
import { queryKeys } from '../query-keys';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { HttpClient, RequestOptions } from '../http/http-client';
import { applyDepositPromocode, expectSessionEnd, isSessionEndExpected, logOut } from './session-actions';
import { parseWith } from '../http/lazy-schema';
import { isSessionEnding } from './session-ending';

/** What one player's session leaves in this browser: stored values and cached calls. */
function signedInBrowser() {
  const local = memoryStorage();
  const session = memoryStorage();
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  vi.stubGlobal('window', { localStorage: local, sessionStorage: session, fetch, location: { href: 'https://x/' } });

  for (const key of [
    STORAGE_KEYS.sessionTime,
    STORAGE_KEYS.depositPromocode,
    STORAGE_KEYS.depositPromocodeShown,
    STORAGE_KEYS.giftPromocode,
  ]) {
    session.setItem(key, 'from the last session');
  }
  local.setItem(STORAGE_KEYS.showedPopupEE, 'true');
  local.setItem(STORAGE_KEYS.surveysShown, '["aurora-satisfaction-1"]');

  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.player(), { id: 4242, email: 'mia@example.com' });
  queryClient.setQueryData(queryKeys.accounts(), [{ currency: 'EUR', amount_cents: 125_050 }]);
  queryClient.setQueryData(queryKeys.userLimits(), []);
  queryClient.setQueryData(queryKeys.playerSettings(), { cent: { url: '/connection/websocket', user: '4242' } });
  queryClient.setQueryData(queryKeys.countries(), [{ code: 'MT' }]);

  const logouts: unknown[] = [];
  const stopListening = appEvents.on('logout', (payload) => logouts.push(payload));
  return { local, session, calls, queryClient, logouts, stopListening };
}

describe('log out', () => {
  let browser: ReturnType<typeof signedInBrowser>;
  beforeEach(() => {
    browser = signedInBrowser();
  });
  afterEach(() => {
    browser.stopListening();
    closeAllModals();
    vi.unstubAllGlobals();
  });

  it("ends the session on the server and forgets the player's stored values, data and modals here", async () => {
    const { local, session, calls, queryClient, logouts } = browser;
    openModal({ id: 'personal-info' });
    openModal({ id: 'deposit' });

    await logOut(queryClient);

    expect(calls.map((call) => [call.init?.method, call.url])).toEqual([['DELETE', '/api/users/sign_out']]);
    expect(session.length).toBe(0);
    expect(local.getItem(STORAGE_KEYS.showedPopupEE)).toBeNull();
    // Which surveys this browser was asked stays: a new player here is not asked the same survey again.
    expect(local.getItem(STORAGE_KEYS.surveysShown)).toBe('["aurora-satisfaction-1"]');
    // The guard and the header read `null` as "a guest", at once, without asking the server again.
    expect(queryClient.getQueryState(queryKeys.player())?.data).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: queryKeys.userScope() })).toEqual([]);
    // The realtime settings name the player and carry their token.
    expect(queryClient.getQueryData(queryKeys.playerSettings())).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.countries())).toEqual([{ code: 'MT' }]);
    expect(getModalStack()).toEqual([]);
    expect(logouts).toEqual([{}]);
  });

  it('abandons a user call still in flight before the session ends on the server', async () => {
    const { calls, queryClient } = browser;
    let callsMadeWhenAborted: number | undefined;
    const inFlight = queryClient.fetchQuery({
      queryKey: queryKeys.favoriteIds(),
      queryFn: ({ signal }) =>
        new Promise<number[]>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            callsMadeWhenAborted = calls.length;
            reject(signal.reason);
          });
        }),
    });

    await logOut(queryClient);

    // Stopped before the sign-out call: the server still knew this player, so nothing came back 401.
    expect(callsMadeWhenAborted).toBe(0);
    await expect(inFlight).rejects.toBeDefined();
    expect(calls.map((call) => call.url)).toEqual(['/api/users/sign_out']);
  });

  it('shows neither the player nor a guest while the server is asked, and starts no user call meanwhile', async () => {
    const { queryClient } = browser;
    let whenServerAsked: { ending: boolean; expected: boolean; player: unknown; fetching: number; modals: number };
    vi.mocked(window.fetch).mockImplementation(() => {
      whenServerAsked = {
        ending: isSessionEnding(),
        expected: isSessionEndExpected(),
        player: queryClient.getQueryData(queryKeys.player()),
        fetching: queryClient.isFetching({ queryKey: queryKeys.userScope() }),
        modals: getModalStack().length,
      };
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    openModal({ id: 'deposit' });
    // A user call a render started just as the sign-out began: abandoned before the server is asked.
    const pending = logOut(queryClient);
    const late = queryClient.fetchQuery({
      queryKey: queryKeys.bonuses(),
      queryFn: ({ signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', reject)),
    });

    await pending;

    await expect(late).rejects.toBeDefined();
    // The profile stays cached, read as not yet known, until the server's answer: no "Log in" before it is true.
    expect(whenServerAsked!).toEqual({
      ending: true,
      expected: true,
      player: { id: 4242, email: 'mia@example.com' },
      fetching: 0,
      modals: 0,
    });
    expect(isSessionEnding()).toBe(false);
    expect(queryClient.getQueryData(queryKeys.player())).toBeNull();
    // The realtime settings go only after: asked again before the server's sign-out, they would be the player's.
    expect(queryClient.getQueryData(queryKeys.playerSettings())).toBeUndefined();
  });

  it('ends the session here even when the server no longer knows it', async () => {
    const { session, queryClient, logouts } = browser;
    // As after a break the player took: the server ended the session first.
    expectSessionEnd(true);
    vi.mocked(window.fetch).mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'gone' } }), { status: 401 }),
    );

    await logOut(queryClient);

    expect(session.length).toBe(0);
    expect(queryClient.getQueryState(queryKeys.player())?.data).toBeNull();
    expect(logouts).toEqual([{}]);
    // The next session's 401s are lost sign-ins again.
    expect(isSessionEndExpected()).toBe(false);
  });
});

describe('the deposit promo code flow', () => {
  /** Answers `METHOD path` from a table and records the calls, as the server would for this player. */
  function server(offers: unknown[]) {
    const calls: string[] = [];
    const client: HttpClient = {
      request: <Data>(path: string, options: RequestOptions<Data> = {}) => {
        const call = `${options.method ?? 'GET'} ${path}`;
        calls.push(call);
        const answer = call === 'GET /api/bonuses/deposit' ? offers : null;
        return Promise.resolve(
          options.schema && answer !== null ? parseWith(options.schema, answer) : (answer as Data),
        );
      },
    };
    return { client, calls };
  }

  it('allows bonuses, sets the code and keeps it when an offer answers to it', async () => {
    const { client, calls } = server([{ id: '7' }]);
    expect(await applyDepositPromocode('RELOAD50', client)).toBe(true);
    expect(calls).toEqual([
      'PATCH /api/player/update_bonus_settings',
      'PATCH /api/player/set_bonus_code',
      'GET /api/bonuses/deposit',
    ]);
  });

  it('clears a code no offer answers to (platform-core §4)', async () => {
    const { client, calls } = server([]);
    expect(await applyDepositPromocode('NOSUCHCODE', client)).toBe(false);
    expect(calls.at(-1)).toBe('DELETE /api/player/clear_bonus_code');
  });
});
