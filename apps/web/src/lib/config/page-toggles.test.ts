import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../http/http-client';
import { DEFAULT_PAGE_TOGGLES, pageTogglesQueryOptions } from './page-toggles';
import { parseWith } from '../http/lazy-schema';

const request = vi.hoisted(() => vi.fn());
vi.mock('../http/api', () => ({ http: { request } }));

/** The server answers `body`; like the real client, the module's schema reads it. */
function serverAnswers(body: unknown) {
  request.mockImplementation(async (_path: string, { schema }: RequestOptions<unknown>) =>
    schema ? parseWith(schema, body) : body,
  );
}

const loadToggles = () => new QueryClient().fetchQuery(pageTogglesQueryOptions());

describe('page toggles', () => {
  it("follow the operator's document, and the shipped default where it says nothing usable", async () => {
    serverAnswers({ wheel: false, 'activity-hub': true, adventures: 'yes', unknown: true });
    await expect(loadToggles()).resolves.toEqual({ ...DEFAULT_PAGE_TOGGLES, wheel: false, 'activity-hub': true });
  });

  it('are the shipped defaults when the document is not an object', async () => {
    for (const body of [null, [false], 'off']) {
      serverAnswers(body);
      await expect(loadToggles()).resolves.toEqual(DEFAULT_PAGE_TOGGLES);
    }
  });
});
