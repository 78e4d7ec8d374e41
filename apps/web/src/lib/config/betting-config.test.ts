import { DEFAULT_BETTING_CONFIG } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../http/http-client';
import { bettingConfigQueryOptions, sportsTarget } from './betting-config';
import { parseWith } from '../http/lazy-schema';

const request = vi.hoisted(() => vi.fn());
vi.mock('../http/api', () => ({ http: { request } }));

/** The server answers `body`; like the real client, the module's schema reads it. */
function serverAnswers(body: unknown) {
  request.mockImplementation(async (_path: string, { schema }: RequestOptions<unknown>) =>
    schema ? parseWith(schema, body) : body,
  );
}

const loadConfig = () => new QueryClient().fetchQuery(bettingConfigQueryOptions());

describe('betting config', () => {
  it('offers the sportsbook where the operator points it', async () => {
    serverAnswers({ enabled: true, url: 'https://sport.example/' });
    const config = await loadConfig();
    expect(config).toEqual({ enabled: true, url: 'https://sport.example/' });
    expect(sportsTarget(config, 'live')).toBe('https://sport.example/live');
  });

  it('offers it only on an explicit yes, at the default address when none is given', async () => {
    serverAnswers({ enabled: 'true', url: '' });
    await expect(loadConfig()).resolves.toEqual(DEFAULT_BETTING_CONFIG);
    serverAnswers({ enabled: true });
    await expect(loadConfig()).resolves.toEqual({ enabled: true, url: DEFAULT_BETTING_CONFIG.url });
  });
});
