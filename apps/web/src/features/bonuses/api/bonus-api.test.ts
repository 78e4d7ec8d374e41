import type { PlayerBonus } from '@casino/contracts';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http/http-error';
import { queryKeys } from '../../../lib/query-keys';
import { freespinsGift, playerBonus } from '../test/bonus-fixtures';
import { fakeHttp } from '../test/fake-http';
import { giftActionErrorKey } from '../utils/gift-error-key';
import { activateBonusMutationOptions } from './activate-bonus';
import { activateCouponMutationOptions } from './activate-coupon';
import { cancelBonusMutationOptions } from './cancel-bonus';
import { activateFreespinsMutationOptions, cancelFreespinsMutationOptions, fetchFreespins } from './freespins';
import { fetchBonuses } from './get-bonuses';
import { fetchCancelInfo } from './get-cancel-info';

const issued = playerBonus({ id: 7, stage: 'issued' });

/** A client holding the list and the balance as the page would, so a test can see what was re-read. */
function pageCache() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<PlayerBonus[]>(queryKeys.bonuses(), [issued]);
  queryClient.setQueryData(queryKeys.accounts(), []);
  return queryClient;
}

const isStale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('the gifts API', () => {
  it('lists the bonuses, validated', async () => {
    const http = fakeHttp({ 'GET /api/player/bonuses': [issued] });
    expect(await fetchBonuses(undefined, http.client)).toEqual([issued]);
    const broken = fakeHttp({ 'GET /api/player/bonuses': [{ ...issued, amount_cents: '20' }] });
    await expect(fetchBonuses(undefined, broken.client)).rejects.toThrow();
  });

  it('activates with a POST, shows the answer at once and re-reads the list and the balance', async () => {
    const queryClient = pageCache();
    const active = { ...issued, stage: 'wait' as const, balance_cents: 2_000 };
    const http = fakeHttp({ 'POST /api/player/bonuses/7/activation': active });
    const observer = new MutationObserver(queryClient, activateBonusMutationOptions(queryClient, http.client));

    await observer.mutate(7);

    expect(http.requests).toHaveLength(1);
    expect(http.requests[0]?.options).toMatchObject({ method: 'POST', retries: 0 });
    expect(http.requests[0]?.options.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(queryClient.getQueryData(queryKeys.bonuses())).toEqual([active]);
    expect(isStale(queryClient, queryKeys.bonuses())).toBe(true);
    expect(isStale(queryClient, queryKeys.accounts())).toBe(true);
  });

  it('passes a refused activation on to the player and still re-reads the list it was refused against', async () => {
    const queryClient = pageCache();
    const refusal = new HttpError('CONFLICT', 'Bonus is not issued', 409);
    const http = fakeHttp({ 'POST /api/player/bonuses/7/activation': refusal });
    const observer = new MutationObserver(queryClient, activateBonusMutationOptions(queryClient, http.client));

    await expect(observer.mutate(7)).rejects.toBe(refusal);

    expect(observer.getCurrentResult().error).toBe(refusal);
    expect(queryClient.getQueryData(queryKeys.bonuses())).toEqual([issued]);
    expect(isStale(queryClient, queryKeys.bonuses())).toBe(true);
  });

  it('reads what cancelling would change, then cancels with a DELETE', async () => {
    const queryClient = pageCache();
    const info = {
      id: 7,
      total_withdrawal_amount: '40.00',
      current_balance: '62.50',
      cash_balance: '40.00',
      bonus_balance: '20.00',
      bonus_winnings: '2.50',
    };
    const canceled = { ...issued, stage: 'canceled' as const };
    const http = fakeHttp({
      'GET /api/player/bonuses/7/cancel_info': info,
      'DELETE /api/player/bonuses/7': canceled,
    });

    expect(await fetchCancelInfo(7, undefined, http.client)).toEqual(info);
    await new MutationObserver(queryClient, cancelBonusMutationOptions(queryClient, http.client)).mutate(7);

    expect(http.requests.map(({ path, options }) => `${options.method ?? 'GET'} ${path}`)).toEqual([
      'GET /api/player/bonuses/7/cancel_info',
      'DELETE /api/player/bonuses/7',
    ]);
    expect(queryClient.getQueryData(queryKeys.bonuses())).toEqual([canceled]);
    expect(isStale(queryClient, queryKeys.accounts())).toBe(true);
  });

  it.each(['successfully_activated', 'already_activated', 'failed_to_activate'] as const)(
    'sends the coupon code and reads the %s status',
    async (status) => {
      const queryClient = pageCache();
      const http = fakeHttp({ 'POST /api/bonuses/coupon': { status } });
      const observer = new MutationObserver(queryClient, activateCouponMutationOptions(queryClient, http.client));

      expect(await observer.mutate('SPRING25')).toEqual({ status });
      expect(http.requests[0]?.options.body).toEqual({ coupon_code: 'SPRING25' });
      expect(isStale(queryClient, queryKeys.bonuses())).toBe(true);
    },
  );

  describe('free spins', () => {
    const spins = freespinsGift({ id: 11, stage: 'issued' });
    function spinsCache() {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      queryClient.setQueryData(queryKeys.freespins(), [spins]);
      queryClient.setQueryData(queryKeys.accounts(), []);
      return queryClient;
    }

    it('lists the free spins, validated', async () => {
      const http = fakeHttp({ 'GET /api/player/freespins': [spins] });
      expect(await fetchFreespins(undefined, http.client)).toEqual([spins]);
      const broken = fakeHttp({ 'GET /api/player/freespins': [{ ...spins, freespins_total: '10' }] });
      await expect(fetchFreespins(undefined, broken.client)).rejects.toThrow();
    });

    it('activates with a POST tried once, shows the answer and re-reads the list and the balance', async () => {
      const queryClient = spinsCache();
      const activated = { ...spins, stage: 'activated' as const, freespins_performed: 0 };
      const http = fakeHttp({ 'POST /api/player/freespins/11/activation': activated });
      const observer = new MutationObserver(queryClient, activateFreespinsMutationOptions(queryClient, http.client));

      expect(await observer.mutate(11)).toEqual(activated);

      expect(http.requests[0]?.options).toMatchObject({ method: 'POST', retries: 0 });
      expect(http.requests[0]?.options.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
      expect(queryClient.getQueryData(queryKeys.freespins())).toEqual([activated]);
      expect(isStale(queryClient, queryKeys.freespins())).toBe(true);
      expect(isStale(queryClient, queryKeys.accounts())).toBe(true);
    });

    it('passes a refusal during a break from play on to the player', async () => {
      const queryClient = spinsCache();
      const refusal = new HttpError('COOLING_OFF_ACTIVE', 'On a break', 403);
      const http = fakeHttp({ 'POST /api/player/freespins/11/activation': refusal });
      const observer = new MutationObserver(queryClient, activateFreespinsMutationOptions(queryClient, http.client));

      await expect(observer.mutate(11)).rejects.toBe(refusal);
      expect(giftActionErrorKey(refusal)).toBe('gifts.errors.excluded');
      expect(queryClient.getQueryData(queryKeys.freespins())).toEqual([spins]);
      expect(isStale(queryClient, queryKeys.freespins())).toBe(true);
    });

    it('cancels with a DELETE and shows the canceled gift', async () => {
      const queryClient = spinsCache();
      const canceled = { ...spins, stage: 'canceled' as const };
      const http = fakeHttp({ 'DELETE /api/player/freespins/11': canceled });

      await new MutationObserver(queryClient, cancelFreespinsMutationOptions(queryClient, http.client)).mutate(11);

      expect(http.requests.map(({ path, options }) => `${options.method ?? 'GET'} ${path}`)).toEqual([
        'DELETE /api/player/freespins/11',
      ]);
      expect(http.requests[0]?.options.retries).toBe(0);
      expect(queryClient.getQueryData(queryKeys.freespins())).toEqual([canceled]);
      expect(isStale(queryClient, queryKeys.accounts())).toBe(true);
    });
  });
});
