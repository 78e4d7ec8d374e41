import { PRIVATE_CHANNEL_NAMES, PUBLIC_CHANNELS } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../query-keys';
import type { SessionPlayer } from '../session/session-player';
import { startRealtime } from './realtime-client';

type Handler = (context: { data: unknown }) => void;
type FakeClient = {
  token: string;
  channels: Map<string, Handler>;
  onSubscribed: Map<string, () => void>;
  connected: boolean;
};

const fake = vi.hoisted(() => ({ clients: [] as FakeClient[], user: '' }));

vi.mock('centrifuge', () => ({
  Centrifuge: class {
    state: FakeClient;
    constructor(_url: string, options: { token: string }) {
      this.state = { token: options.token, channels: new Map(), onSubscribed: new Map(), connected: false };
      fake.clients.push(this.state);
    }
    newSubscription(channel: string) {
      return {
        on: (event: string, handler: Handler) =>
          event === 'subscribed'
            ? this.state.onSubscribed.set(channel, () => handler({ data: undefined }))
            : this.state.channels.set(channel, handler),
        subscribe: () => undefined,
      };
    }
    connect() {
      this.state.connected = true;
    }
    disconnect() {
      this.state.connected = false;
    }
  },
}));

vi.mock('../http/api', () => ({
  http: {
    request: vi.fn(async () => ({
      cent: { url: '/connection/websocket', user: fake.user, token: `token-for-${fake.user || 'guest'}` },
    })),
  },
  logger: { warn: vi.fn() },
}));

const player = (id: number) => ({ id, groups: [] }) as unknown as SessionPlayer;
const openClients = () => fake.clients.filter((client) => client.connected);

async function settle() {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('startRealtime', () => {
  vi.stubGlobal('window', { location: { href: 'http://localhost:3000/' } });
  afterEach(() => {
    fake.clients.length = 0;
    fake.user = '';
  });

  it("follows the session: public channels as a guest, the player's private channels once signed in", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.player(), null);
    const stop = startRealtime(queryClient);
    await settle();
    expect(openClients()).toHaveLength(1);
    expect([...(openClients()[0]?.channels.keys() ?? [])]).toEqual([...PUBLIC_CHANNELS]);

    fake.user = '7';
    queryClient.setQueryData(queryKeys.player(), player(7));
    await settle();
    const signedIn = openClients();
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]?.token).toBe('token-for-7');
    expect([...(signedIn[0]?.channels.keys() ?? [])]).toEqual([
      ...PUBLIC_CHANNELS,
      ...PRIVATE_CHANNEL_NAMES.map((name) => `${name}#7`),
    ]);

    fake.user = '';
    queryClient.setQueryData(queryKeys.player(), null);
    await settle();
    expect(openClients()).toHaveLength(1);
    expect(openClients()[0]?.token).toBe('token-for-guest');
    expect(fake.clients).toHaveLength(3);

    stop();
    expect(openClients()).toHaveLength(0);
  });

  it('writes private messages into the cache and keeps the newest balance', async () => {
    fake.user = '9';
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.player(), player(9));
    const account = {
      currency: 'EUR',
      active: true,
      available_to_cashout_cents: 0,
      available_to_bet_with_locked_cent: 0,
      hidden_at: null,
      deposit_available: true,
      selected_lottery_id: null,
      subunits_to_unit: 100,
      display_unit: 'unit',
    };
    queryClient.setQueryData(queryKeys.accounts(), [{ ...account, amount_cents: 0 }]);
    const stop = startRealtime(queryClient);
    await settle();
    const balance = openClients()[0]?.channels.get('balance#9');
    balance?.({ data: { ...account, amount_cents: 500, sequence: 2 } });
    balance?.({ data: { ...account, amount_cents: 100, sequence: 1 } });
    expect(queryClient.getQueryData(queryKeys.accounts())).toEqual([{ ...account, amount_cents: 500 }]);
    stop();
  });

  it('reads the balance again once its channel is subscribed, so a change made before listening is not missed', async () => {
    fake.user = '9';
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.player(), player(9));
    queryClient.setQueryData(queryKeys.accounts(), []);
    const stop = startRealtime(queryClient);
    await settle();
    expect(queryClient.getQueryState(queryKeys.accounts())?.isInvalidated).toBe(false);
    openClients()[0]?.onSubscribed.get('balance#9')?.();
    expect(queryClient.getQueryState(queryKeys.accounts())?.isInvalidated).toBe(true);
    stop();
  });
});
