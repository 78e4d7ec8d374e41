import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http/http-error';
import { queryKeys } from '../../../lib/query-keys';
import type { SessionPlayer } from '../../../lib/session/session-player';
import { readDepositOffers } from '../deposit-bonus-offers';
import { bonusOffer } from '../test/bonus-offer-fixtures';
import { fakeHttp } from '../test/fake-http';
import { applyBonusCodeMutationOptions, removeBonusCodeMutationOptions } from './bonus-code';
import { pickOfferMutationOptions } from './bonus-pick';
import { fetchBonusProfile, fetchDepositOffers } from './deposit-offers';

const first = bonusOffer();
const second = bonusOffer({ id: '2', title: 'Second deposit', key: 'second_deposit' });
const reload = bonusOffer({ id: '9', title: 'Reload 50', key: 'reload_promo', pick: false, percent: 50 });
const [firstOffer, secondOffer] = readDepositOffers([first, second], 'EUR');

/** A cache holding the profile (with its groups) and the bonus fields as the open deposit would. */
function cacheWith(groups: string[], code: string | null = null, canIssue = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.player(), { id: 7, groups } as unknown as SessionPlayer);
  queryClient.setQueryData(queryKeys.bonusProfile(), { deposit_bonus_code: code, can_issue_bonuses: canIssue });
  return queryClient;
}

const groupsIn = (queryClient: QueryClient) => queryClient.getQueryData<SessionPlayer>(queryKeys.player())?.groups;

describe('reading the offers and the profile’s bonus fields', () => {
  it('lists the deposit offers, validated', async () => {
    const http = fakeHttp({ 'GET /api/bonuses/deposit': [first, reload] });
    expect(await fetchDepositOffers(undefined, http.client)).toEqual([first, reload]);
    const broken = fakeHttp({ 'GET /api/bonuses/deposit': [{ ...first, bonuses: 'none' }] });
    await expect(fetchDepositOffers(undefined, broken.client)).rejects.toThrow();
  });

  it('reads only the promo code and the bonus setting out of the profile', async () => {
    const http = fakeHttp({
      'GET /api/player': { id: 7, email: 'a@b.c', deposit_bonus_code: 'RELOAD50', can_issue_bonuses: true },
    });
    expect(await fetchBonusProfile(undefined, http.client)).toEqual({
      deposit_bonus_code: 'RELOAD50',
      can_issue_bonuses: true,
    });
  });
});

describe('picking an offer', () => {
  it('joins the chosen offer’s pick group and leaves the one picked before, in one call', async () => {
    const queryClient = cacheWith(['21', 'bonus_pick_first_deposit']);
    const http = fakeHttp({ 'POST /api/player/groups': { groups: ['21', 'bonus_pick_second_deposit'] } });
    await new MutationObserver(queryClient, pickOfferMutationOptions(queryClient, http.client)).mutate(secondOffer!);

    expect(http.calledOrder()).toEqual(['POST /api/player/groups']);
    expect(http.requests[0]?.options.body).toEqual({
      groups: { add: ['pick:bonus_pick_second_deposit'], remove: ['pick:bonus_pick_first_deposit'] },
    });
    expect(http.requests[0]?.options.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    // The answer's groups are the profile's now: the picker reads its choice from them.
    expect(groupsIn(queryClient)).toEqual(['21', 'bonus_pick_second_deposit']);
  });

  it('only joins when nothing was picked before', async () => {
    const queryClient = cacheWith(['21']);
    const http = fakeHttp({ 'POST /api/player/groups': { groups: ['21', 'bonus_pick_first_deposit'] } });
    await new MutationObserver(queryClient, pickOfferMutationOptions(queryClient, http.client)).mutate(firstOffer!);
    expect(http.requests[0]?.options.body).toEqual({ groups: { add: ['pick:bonus_pick_first_deposit'] } });
  });

  it('leaves the picked group for "No bonus", and calls nothing when none is picked', async () => {
    const queryClient = cacheWith(['bonus_pick_first_deposit']);
    const http = fakeHttp({ 'POST /api/player/groups': { groups: [] } });
    const observer = new MutationObserver(queryClient, pickOfferMutationOptions(queryClient, http.client));
    await observer.mutate(null);
    expect(http.requests[0]?.options.body).toEqual({ groups: { remove: ['pick:bonus_pick_first_deposit'] } });
    expect(groupsIn(queryClient)).toEqual([]);

    await observer.mutate(null);
    expect(http.requests).toHaveLength(1);
  });

  it('works each choice out from the groups the previous one left, so quick choices end on the last', async () => {
    const queryClient = cacheWith([]);
    const http = fakeHttp({
      'POST /api/player/groups': {
        sequence: [{ groups: ['bonus_pick_first_deposit'] }, { groups: ['bonus_pick_second_deposit'] }],
      },
    });
    const options = pickOfferMutationOptions(queryClient, http.client);
    await Promise.all([
      new MutationObserver(queryClient, options).mutate(firstOffer!),
      new MutationObserver(queryClient, options).mutate(secondOffer!),
    ]);
    expect(http.requests.map((request) => request.options.body)).toEqual([
      { groups: { add: ['pick:bonus_pick_first_deposit'] } },
      { groups: { add: ['pick:bonus_pick_second_deposit'], remove: ['pick:bonus_pick_first_deposit'] } },
    ]);
  });

  it('passes a refusal on and leaves the groups as they were', async () => {
    const queryClient = cacheWith(['bonus_pick_first_deposit']);
    const refusal = new HttpError('VALIDATION_FAILED', 'not allowed', 422);
    const http = fakeHttp({ 'POST /api/player/groups': refusal });
    const observer = new MutationObserver(queryClient, pickOfferMutationOptions(queryClient, http.client));
    await expect(observer.mutate(secondOffer!)).rejects.toBe(refusal);
    expect(groupsIn(queryClient)).toEqual(['bonus_pick_first_deposit']);
  });
});

describe('the promo code', () => {
  it('is valid when the offers read again after setting it are not empty', async () => {
    const queryClient = cacheWith([]);
    const http = fakeHttp({
      'PATCH /api/player/set_bonus_code': {},
      'GET /api/bonuses/deposit': [reload],
    });
    const observer = new MutationObserver(queryClient, applyBonusCodeMutationOptions(queryClient, http.client));

    expect(await observer.mutate('RELOAD50')).toBe('valid');
    expect(http.calledOrder()).toEqual(['PATCH /api/player/set_bonus_code', 'GET /api/bonuses/deposit']);
    expect(http.requests[0]?.options.body).toEqual({ deposit_bonus_code: 'RELOAD50' });
    expect(queryClient.getQueryData(queryKeys.depositOffers())).toEqual([reload]);
    expect(queryClient.getQueryData(queryKeys.bonusProfile())).toMatchObject({ deposit_bonus_code: 'RELOAD50' });
  });

  it('is not valid when the offers come back empty: the code is cleared and the offers read again', async () => {
    const queryClient = cacheWith(['bonus_pick_first_deposit']);
    const http = fakeHttp({
      'PATCH /api/player/set_bonus_code': {},
      'DELETE /api/player/clear_bonus_code': {},
      'GET /api/bonuses/deposit': { sequence: [[], [first]] },
    });
    const observer = new MutationObserver(queryClient, applyBonusCodeMutationOptions(queryClient, http.client));

    expect(await observer.mutate('WRONG')).toBe('invalid');
    expect(http.calledOrder()).toEqual([
      'PATCH /api/player/set_bonus_code',
      'GET /api/bonuses/deposit',
      'DELETE /api/player/clear_bonus_code',
      'GET /api/bonuses/deposit',
    ]);
    expect(queryClient.getQueryData(queryKeys.depositOffers())).toEqual([first]);
    expect(queryClient.getQueryData(queryKeys.bonusProfile())).toMatchObject({ deposit_bonus_code: null });
  });

  it('turns bonuses on first for a player who had turned them off', async () => {
    const queryClient = cacheWith([], null, false);
    const http = fakeHttp({
      'PATCH /api/player/update_bonus_settings': {},
      'PATCH /api/player/set_bonus_code': {},
      'GET /api/bonuses/deposit': [reload],
    });
    await new MutationObserver(queryClient, applyBonusCodeMutationOptions(queryClient, http.client)).mutate('RELOAD50');
    expect(http.calledOrder()[0]).toBe('PATCH /api/player/update_bonus_settings');
    expect(http.requests[0]?.options.body).toEqual({ can_issue: true });
  });

  it('is removed with clear_bonus_code, and the offers without a code come back', async () => {
    const queryClient = cacheWith([], 'RELOAD50');
    const http = fakeHttp({
      'DELETE /api/player/clear_bonus_code': {},
      'GET /api/bonuses/deposit': [first, second],
    });
    await new MutationObserver(queryClient, removeBonusCodeMutationOptions(queryClient, http.client)).mutate();
    expect(http.calledOrder()).toEqual(['DELETE /api/player/clear_bonus_code', 'GET /api/bonuses/deposit']);
    expect(queryClient.getQueryData(queryKeys.depositOffers())).toEqual([first, second]);
    expect(queryClient.getQueryData(queryKeys.bonusProfile())).toMatchObject({ deposit_bonus_code: null });
  });
});
