import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http/http-error';
import type { HttpClient, RequestOptions } from '../../../lib/http/http-client';
import type { ToastKey } from '../../../lib/toasts/toast-store';
import { subscribeToPromos } from './subscribe-to-promos';

function fakeDeps(answer: () => Promise<unknown>) {
  const requests: { path: string; options?: RequestOptions<unknown> }[] = [];
  const toasts: ToastKey[] = [];
  let subscribed = 0;
  const http: HttpClient = {
    request: async <Data>(path: string, options?: RequestOptions<Data>) => {
      requests.push({ path, options: options as RequestOptions<unknown> });
      return (await answer()) as Data;
    },
  };
  const deps = {
    http,
    notify: (toast: ToastKey) => toasts.push(toast),
    onSubscribed: () => (subscribed += 1),
  };
  return { deps, requests, toasts, subscribed: () => subscribed };
}

describe('subscribe to promos', () => {
  it('tells an already subscribed player so, without calling the server', async () => {
    const fake = fakeDeps(() => Promise.resolve({}));
    expect(await subscribeToPromos(true, fake.deps)).toBe(true);
    expect(fake.requests).toEqual([]);
    expect(fake.toasts).toEqual(['NOTIFICATIONS.SUCCESS_ALREADY_SUBSCRIBED_PROMO']);
  });

  it('turns e-mail promos on and shows the success message', async () => {
    const fake = fakeDeps(() => Promise.resolve({ receive_promos: true, receive_sms_promos: false }));
    expect(await subscribeToPromos(false, fake.deps)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: '/api/subscriptions',
      options: { method: 'PUT', body: { receive_promos: true } },
    });
    expect(fake.subscribed()).toBe(1);
    expect(fake.toasts).toEqual(['NOTIFICATIONS.SUCCESS_RECAEVED_PROMO']);
  });

  it('warns when the server refuses, and leaves the profile as it was', async () => {
    const fake = fakeDeps(() => Promise.reject(new HttpError('INTERNAL', 'boom', 500)));
    expect(await subscribeToPromos(false, fake.deps)).toBe(false);
    expect(fake.subscribed()).toBe(0);
    expect(fake.toasts).toEqual(['NOTIFICATIONS.SOMETHING_WENT_WRONG']);
  });
});
