import { gameLimitsMessageSchema } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import type { RealtimeHub } from '../../plugins/realtime/realtime.plugin';
import { createRealtimeConsumer } from './realtime-consumer';

describe('the realtime consumer', () => {
  it('publishes a reached limit on the player’s game_limits channel, in the channel’s schema', async () => {
    const sent: { channel: string; data: unknown }[] = [];
    const hub = {
      deliver: async (channel: string, data: unknown) => {
        sent.push({ channel, data });
      },
    } as unknown as RealtimeHub;
    const message = {
      reason: 'limit_reached' as const,
      limit_id: 7,
      limit_type: 'loss' as const,
      period: 'day' as const,
      currency: 'EUR',
      resets_at: '2026-11-03T08:00:00.000Z',
    };
    await createRealtimeConsumer(hub).handle(
      {
        id: 1,
        stream: 'player:42',
        sequence: 9,
        createdAt: new Date(),
        type: 'game_limits_changed',
        userId: 42,
        payload: { message },
      },
      // The realtime consumer writes nothing: it never touches the transaction.
      {} as Transaction,
    );
    expect(sent).toEqual([{ channel: 'game_limits#42', data: { ...message, sequence: 9 } }]);
    expect(gameLimitsMessageSchema.parse(sent[0]?.data)).toMatchObject({ sequence: 9, limit_type: 'loss' });
  });
});
