import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../query-keys';
import { applyPublication } from './apply-publication';
import { jackpotTotalsQueryOptions, RECENT_WINS_LIMIT, seedJackpotTotals } from './realtime-cache';

const request = vi.hoisted(() => vi.fn());
vi.mock('../http/api', () => ({ http: { request } }));

const win = (n: number) => ({
  user_name: `player${n}`,
  game_identifier: 'aurora/star-reels',
  game_title: 'Star Reels',
  amount_cents: 1000 * n,
  currency: 'EUR',
  created_at: new Date(0).toISOString(),
});

let jackpotClock = 0;
/** A jackpot total stamped a second after the previous one. */
const jackpot = (
  provider: string,
  amount_cents: number,
  updated_at = new Date(++jackpotClock * 1000).toISOString(),
) => ({
  currency: 'EUR',
  provider,
  amount_cents,
  updated_at,
});

describe('applyPublication', () => {
  it('prepends valid wins and keeps only the most recent ones', () => {
    const client = new QueryClient();
    for (let n = 1; n <= RECENT_WINS_LIMIT + 5; n += 1) {
      expect(applyPublication(client, 'public:wins', win(n))).toBe(true);
    }
    const wins = client.getQueryData<ReturnType<typeof win>[]>(queryKeys.realtimeWins());
    expect(wins).toHaveLength(RECENT_WINS_LIMIT);
    expect(wins?.[0]?.user_name).toBe(`player${RECENT_WINS_LIMIT + 5}`);
  });

  it('drops messages that break the contract', () => {
    const client = new QueryClient();
    expect(applyPublication(client, 'public:wins', { user_name: 'x', amount_cents: 1.5 })).toBe(false);
    expect(client.getQueryData(queryKeys.realtimeWins())).toBeUndefined();
  });

  it('merges jackpot totals per currency and provider', () => {
    const client = new QueryClient();
    applyPublication(client, 'public:jackpots_changes', jackpot('a', 100));
    applyPublication(client, 'public:jackpots_changes', jackpot('b', 200));
    applyPublication(client, 'public:jackpots_changes', jackpot('a', 150));
    expect(client.getQueryData(queryKeys.realtimeJackpots())).toEqual({ EUR: { a: 150, b: 200 } });
  });

  it('drops a jackpot total older than the one shown (a late message)', () => {
    const client = new QueryClient();
    const late = jackpot('a', 100);
    expect(applyPublication(client, 'public:jackpots_changes', jackpot('a', 300))).toBe(true);
    expect(applyPublication(client, 'public:jackpots_changes', late)).toBe(true);
    expect(client.getQueryData(queryKeys.realtimeJackpots())).toEqual({ EUR: { a: 300 } });
  });
});

describe('seedJackpotTotals', () => {
  it('seeds the realtime totals once, under the publications that arrived meanwhile', async () => {
    const client = new QueryClient();
    client.setQueryData(jackpotTotalsQueryOptions().queryKey, {});
    let answer: (value: unknown) => void = () => undefined;
    request.mockReset().mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));

    const seeding = seedJackpotTotals(client);
    void seedJackpotTotals(client);
    applyPublication(client, 'public:jackpots_changes', jackpot('a', 900));
    answer({ EUR: { a: 100, b: 200 }, BTC: { c: 5 } });
    await seeding;

    expect(request).toHaveBeenCalledOnce();
    expect(request).toHaveBeenCalledWith('/api/games/jackpots', expect.anything());
    expect(client.getQueryData(queryKeys.realtimeJackpots())).toEqual({ EUR: { a: 900, b: 200 }, BTC: { c: 5 } });
  });

  it('tries again after a failed request', async () => {
    const client = new QueryClient();
    request
      .mockReset()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ EUR: { a: 1 } });

    await seedJackpotTotals(client);
    await seedJackpotTotals(client);

    expect(request).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(queryKeys.realtimeJackpots())).toEqual({ EUR: { a: 1 } });
  });
});
