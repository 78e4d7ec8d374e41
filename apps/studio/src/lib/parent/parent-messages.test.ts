import type { StudioRound } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postToParent, roundMessage } from './parent-messages';

const round: StudioRound = {
  id: 'r-7',
  status: 'open',
  family: 'mines',
  stake: 500,
  win: 0,
  balance: 9_500,
  actions: ['reveal'],
  view: {},
  nonce: 4,
  commitment: 'c',
  client_seed: 's',
  created_at: '2026-01-01T00:00:00Z',
  finished_at: null,
};

describe('messages to the game page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('describes a settled step for the page’s balance and session figures', () => {
    expect(roundMessage(round, 'EUR')).toEqual({
      type: 'studio:round',
      round_id: 'r-7',
      stake: 500,
      win: 0,
      balance: 9_500,
      currency: 'EUR',
      finished: false,
    });
    expect(roundMessage({ ...round, status: 'finished', win: 1_200 }, 'EUR')).toMatchObject({ finished: true });
  });

  it('counts no stake of the player’s in a round of the casino’s free spins, the last one included', () => {
    const freeSpin = { ...round, family: 'slot' as const, status: 'finished' as const, win: 300 };
    expect(roundMessage({ ...freeSpin, freespins: null }, 'EUR')).toMatchObject({ stake: 0, win: 300 });
    const spins = { id: '4', title: 'Spins', total: 3, performed: 1, bet: 100, coin_value: 1, winnings: 0 };
    expect(roundMessage({ ...freeSpin, freespins: { ...spins, valid_until: null } }, 'EUR')).toMatchObject({
      stake: 0,
    });
  });

  it('posts to our own origin only, and not at all without a parent', () => {
    const self = { postMessage: vi.fn() };
    vi.stubGlobal('window', self);
    vi.stubGlobal('location', { origin: 'https://casino.example' });
    const parent = { postMessage: vi.fn() };
    postToParent({ type: 'studio:ready' }, parent as unknown as Window);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'studio:ready' }, 'https://casino.example');
    postToParent({ type: 'studio:ready' }, self as unknown as Window);
    expect(self.postMessage).not.toHaveBeenCalled();
  });
});
