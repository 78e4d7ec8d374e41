import { describe, expect, it } from 'vitest';
import type { HttpClient, RequestOptions } from '../../../lib/http/http-client';
import { HttpError } from '../../../lib/http/http-error';
import { promotion } from '../test/promotion-fixtures';
import { fetchPromotion } from './get-promotion';
import { fetchPromotions } from './get-promotions';
import { parseWith } from '../../../lib/http/lazy-schema';

/** A client that answers every path with `answer` (thrown when an Error), validating it as the real one does. */
function answering(answer: unknown) {
  const paths: string[] = [];
  const client: HttpClient = {
    request: <Data>(path: string, options: RequestOptions<Data> = {}) => {
      paths.push(path);
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve(options.schema ? parseWith(options.schema, answer) : (answer as Data));
    },
  };
  return { client, paths };
}

describe('the promotions API', () => {
  it('lists the offers, validated', async () => {
    expect(await fetchPromotions(undefined, answering([promotion()]).client)).toEqual([promotion()]);
    const broken = answering([{ ...promotion(), wager_multiplier: '35' }]);
    await expect(fetchPromotions(undefined, broken.client)).rejects.toThrow();
  });

  it('reads one offer by its slug', async () => {
    const http = answering(promotion());
    expect(await fetchPromotion('first_deposit', undefined, http.client)).toEqual(promotion());
    expect(http.paths).toEqual(['/api/bonuses/promotions/first_deposit']);
  });

  it('has no offer for a slug the server does not know, or could never know', async () => {
    const missing = answering(new HttpError('NOT_FOUND', 'This promotion was not found', 404));
    expect(await fetchPromotion('ended_offer', undefined, missing.client)).toBeNull();
    const never = answering(promotion());
    expect(await fetchPromotion('welcome-pack', undefined, never.client)).toBeNull();
    expect(never.paths).toEqual([]);
  });

  it('passes other failures on, for the page to offer a retry', async () => {
    const down = answering(new HttpError('INTERNAL', 'HTTP 500', 500));
    await expect(fetchPromotion('first_deposit', undefined, down.client)).rejects.toThrow('HTTP 500');
  });
});
