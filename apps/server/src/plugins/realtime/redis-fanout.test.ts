import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './realtime-test-kit';
import { createTestResources, nextEvent, publishRaw, withTimeout } from './realtime-test-kit';
import { REALTIME_CHANNEL_PREFIX } from './redis-broker';

const redisUrl = process.env.REDIS_URL;
const resources = createTestResources();
afterEach(() => resources.cleanUp());

describe.skipIf(redisUrl === undefined || redisUrl === '')(
  'redis broker (skipped: set REDIS_URL, e.g. REDIS_URL=redis://127.0.0.1:6379, to run)',
  () => {
    // Inspects Redis itself, to prove a process holds a channel only while it has a local subscriber.
    let inspector: Redis;
    beforeAll(() => {
      inspector = new Redis(redisUrl ?? '');
    });
    afterAll(async () => {
      await inspector.quit();
    });

    async function redisSubscribers(channel: string): Promise<number> {
      const reply = (await inspector.pubsub('NUMSUB', `${REALTIME_CHANNEL_PREFIX}${channel}`)) as [string, number];
      return reply[1];
    }

    it('delivers a publication made on process A to a client connected to process B', async () => {
      const processA = await resources.startServer({ redisUrl });
      const processB = await resources.startServer({ redisUrl });
      // Unique per run: CI and developers may share one Redis.
      const channel = `public:fanout-${randomUUID()}`;
      const client = await resources.connectedClient(processB, null);
      const subscription = client.newSubscription(channel);
      const subscribed = nextEvent(subscription, 'subscribed');
      subscription.subscribe();
      await subscribed;
      expect(await redisSubscribers(channel)).toBe(1);

      const received: unknown[] = [];
      subscription.on('publication', (context) => received.push(context.data));
      const last = new Promise<void>((resolve) =>
        subscription.on('publication', (context) => {
          if ((context.data as { n: number }).n === 3) resolve();
        }),
      );
      await publishRaw(processA.app, channel, { n: 1 });
      await publishRaw(processB.app, channel, { n: 2 });
      await publishRaw(processA.app, channel, { n: 3 });
      await withTimeout(last, 'the last publication');

      // Exactly once each, in order: the publishing process gets its own messages back from Redis, not twice.
      expect(received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    });

    it("keeps two sites sharing one Redis apart: a site's publication reaches only its own namespace", async () => {
      const [namespaceA, namespaceB] = [`a-${randomUUID()}`, `b-${randomUUID()}`];
      const brandA = await resources.startServer({ redisUrl, redisNamespace: namespaceA });
      const brandB = await resources.startServer({ redisUrl, redisNamespace: namespaceB });
      // The same player id on both sites: the channel's name is the same.
      const userId = `u-${randomUUID()}`;
      const channel = `balance#${userId}`;
      const subscribed = async (server: TestServer) => {
        const subscription = (await resources.connectedClient(server, userId)).newSubscription(channel);
        const ready = nextEvent(subscription, 'subscribed');
        subscription.subscribe();
        await ready;
        const received: unknown[] = [];
        const first = new Promise<void>((resolve) =>
          subscription.on('publication', (context) => {
            received.push(context.data);
            resolve();
          }),
        );
        return { received, first };
      };
      const [onA, onB] = [await subscribed(brandA), await subscribed(brandB)];
      // Each site holds the channel under its own name in Redis.
      for (const namespace of [namespaceA, namespaceB]) {
        const reply = (await inspector.pubsub('NUMSUB', `${namespace}:${REALTIME_CHANNEL_PREFIX}${channel}`)) as [
          string,
          number,
        ];
        expect(reply[1]).toBe(1);
      }
      const secondProcessOfB = await resources.startServer({ redisUrl, redisNamespace: namespaceB });
      await publishRaw(brandA.app, channel, { amount_cents: 1 });
      await publishRaw(secondProcessOfB.app, channel, { amount_cents: 2 });
      await withTimeout(Promise.all([onA.first, onB.first]), 'both publications');
      // Give a crossed message the time to arrive before saying none did.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(onA.received).toEqual([{ amount_cents: 1 }]);
      expect(onB.received).toEqual([{ amount_cents: 2 }]);
    });

    it('reaches a user-limited channel across processes and releases the Redis channel after the last reader', async () => {
      const processA = await resources.startServer({ redisUrl });
      const processB = await resources.startServer({ redisUrl });
      const userId = `u-${randomUUID()}`;
      const channel = `balance#${userId}`;
      const client = await resources.connectedClient(processB, userId);
      const subscription = client.newSubscription(channel);
      const subscribed = nextEvent(subscription, 'subscribed');
      subscription.subscribe();
      await subscribed;

      const publication = nextEvent(subscription, 'publication');
      await publishRaw(processA.app, channel, { amount_cents: 500 });
      expect((await publication).data).toEqual({ amount_cents: 500 });

      const unsubscribed = nextEvent(subscription, 'unsubscribed');
      subscription.unsubscribe();
      await unsubscribed;
      // The process unsubscribes from Redis after replying to the client, so poll briefly.
      await withTimeout(
        (async () => {
          while ((await redisSubscribers(channel)) !== 0) await new Promise((resolve) => setTimeout(resolve, 10));
        })(),
        'redis unsubscribe',
      );
    });
  },
);
