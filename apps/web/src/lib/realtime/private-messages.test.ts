import type { WalletAccount } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query-keys';
import { expectSessionEnd } from '../session/session-actions';
import { getToasts } from '../toasts/toast-store';
import type { SessionPlayer } from '../session/session-player';
import type { SequenceMemory } from './private-messages';
import { applyPrivateMessage, PRIVATE_MESSAGES_KEPT } from './private-messages';

const eur = (amount_cents: number): WalletAccount => ({
  currency: 'EUR',
  active: true,
  amount_cents,
  available_to_cashout_cents: amount_cents,
  available_to_bet_with_locked_cent: amount_cents,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: null,
  subunits_to_unit: 100,
  display_unit: 'unit',
});
const btc: WalletAccount = { ...eur(5), currency: 'BTC', subunits_to_unit: 100_000_000, display_unit: 'micro' };

function signedInClient() {
  const client = new QueryClient();
  client.setQueryData<WalletAccount[]>(queryKeys.accounts(), [eur(1_000), btc]);
  client.setQueryData(queryKeys.player(), { id: 7, groups: [] } as unknown as SessionPlayer);
  return client;
}

describe('applyPrivateMessage', () => {
  it('replaces the pushed account of its currency and leaves the others', () => {
    const client = signedInClient();
    const sequences: SequenceMemory = new Map();
    expect(applyPrivateMessage(client, sequences, 'balance', { ...eur(2_500), sequence: 4 })).toBe('applied');
    expect(client.getQueryData(queryKeys.accounts())).toEqual([eur(2_500), btc]);
  });

  it('never lets a late balance overwrite a newer one', () => {
    const client = signedInClient();
    const sequences: SequenceMemory = new Map();
    applyPrivateMessage(client, sequences, 'balance', { ...eur(3_000), sequence: 9 });
    expect(applyPrivateMessage(client, sequences, 'balance', { ...eur(1), sequence: 8 })).toBe('stale');
    expect(applyPrivateMessage(client, sequences, 'balance', { ...eur(1), sequence: 9 })).toBe('stale');
    expect(client.getQueryData<WalletAccount[]>(queryKeys.accounts())?.[0]?.amount_cents).toBe(3_000);
  });

  it('drops a message that breaks its channel schema, money fields included', () => {
    const client = signedInClient();
    const sequences: SequenceMemory = new Map();
    const { subunits_to_unit: _missing, ...withoutSubunits } = eur(10);
    expect(applyPrivateMessage(client, sequences, 'balance', { ...withoutSubunits, sequence: 1 })).toBe('invalid');
    expect(applyPrivateMessage(client, sequences, 'balance', { ...eur(10) })).toBe('invalid');
    expect(client.getQueryData(queryKeys.accounts())).toEqual([eur(1_000), btc]);
    // A dropped message does not advance the sequence: the next valid one still applies.
    expect(applyPrivateMessage(client, sequences, 'balance', { ...eur(20), sequence: 1 })).toBe('applied');
  });

  it("marks the accounts stale when the pushed currency isn't listed yet", async () => {
    const client = signedInClient();
    applyPrivateMessage(client, new Map(), 'balance', { ...eur(0), currency: 'USD', sequence: 1 });
    expect(client.getQueryState(queryKeys.accounts())?.isInvalidated).toBe(true);
    expect(client.getQueryData<WalletAccount[]>(queryKeys.accounts())).toHaveLength(2);
    await client.cancelQueries();
  });

  it("writes the player's groups into the profile and keeps the last messages per channel", () => {
    const client = signedInClient();
    const sequences: SequenceMemory = new Map();
    applyPrivateMessage(client, sequences, 'groups_updates', { groups: ['ab_registration_b'], sequence: 1 });
    expect(client.getQueryData<SessionPlayer>(queryKeys.player())?.groups).toEqual(['ab_registration_b']);
    for (let sequence = 2; sequence < PRIVATE_MESSAGES_KEPT + 5; sequence += 1) {
      applyPrivateMessage(client, sequences, 'personal_notifications', { title: `n${sequence}`, sequence });
    }
    const kept = client.getQueryData<{ title: string }[]>(queryKeys.realtimeMessages('personal_notifications'));
    expect(kept).toHaveLength(PRIVATE_MESSAGES_KEPT);
    expect(kept?.[0]?.title).toBe(`n${PRIVATE_MESSAGES_KEPT + 4}`);
  });

  it('reads the gifts and the balance again when a bonus changes', async () => {
    const client = signedInClient();
    client.setQueryData(queryKeys.bonuses(), []);
    const pushed = { id: 3, title: 'Weekend boost', stage: 'wait', sequence: 1 };
    expect(applyPrivateMessage(client, new Map(), 'bonuses_changes', pushed)).toBe('applied');
    expect(client.getQueryState(queryKeys.bonuses())?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.accounts())?.isInvalidated).toBe(true);
    await client.cancelQueries();
  });

  it("reads nothing again while a session ends at the player's request (a break): the server would answer 401", () => {
    const client = signedInClient();
    client.setQueryData(queryKeys.userLimits(), []);
    expectSessionEnd(true);
    try {
      const pushed = { id: 3, title: 'Weekend boost', stage: 'canceled', sequence: 1 };
      expect(applyPrivateMessage(client, new Map(), 'bonuses_changes', pushed)).toBe('applied');
      expect(applyPrivateMessage(client, new Map(), 'game_limits', { sequence: 1 })).toBe('applied');
      expect(client.getQueryState(queryKeys.accounts())?.isInvalidated).toBe(false);
      expect(client.getQueryState(queryKeys.userLimits())?.isInvalidated).toBe(false);
    } finally {
      expectSessionEnd(false);
    }
  });

  it('reads the free spins and the balance again when free spins change', async () => {
    const client = signedInClient();
    client.setQueryData(queryKeys.freespins(), []);
    const pushed = { id: 5, title: 'Ten on the house', stage: 'activated', sequence: 1 };
    expect(applyPrivateMessage(client, new Map(), 'freespins_changes', pushed)).toBe('applied');
    expect(client.getQueryState(queryKeys.freespins())?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.accounts())?.isInvalidated).toBe(true);
    await client.cancelQueries();
  });

  it('tells the player of a new gift once, as it is issued, and not of its later stages', async () => {
    const client = signedInClient();
    const sequences = new Map();
    const before = getToasts().filter((toast) => toast.key === 'BONUSES.ISSUED').length;
    applyPrivateMessage(client, sequences, 'bonuses_changes', {
      id: 4,
      title: 'Welcome gift',
      stage: 'issued',
      sequence: 1,
    });
    applyPrivateMessage(client, sequences, 'bonuses_changes', {
      id: 4,
      title: 'Welcome gift',
      stage: 'handle_bets',
      sequence: 2,
    });
    expect(getToasts().filter((toast) => toast.key === 'BONUSES.ISSUED').length).toBe(before + 1);
    await client.cancelQueries();
  });

  it('asks for the limits again when a game limit is reached', () => {
    const client = signedInClient();
    client.setQueryData(queryKeys.userLimits(), []);
    expect(applyPrivateMessage(client, new Map(), 'game_limits', { sequence: 3 })).toBe('applied');
    expect(client.getQueryState(queryKeys.userLimits())?.isInvalidated).toBe(true);
  });

  it('refreshes the limits page with the shell: a reached limit with its details shows there at once', () => {
    const client = signedInClient();
    const pageKey = [...queryKeys.userLimits(), 'details'];
    client.setQueryData(pageKey, []);
    const message = { sequence: 4, reason: 'limit_reached', limit_type: 'loss', period: 'day', currency: 'EUR' };
    expect(applyPrivateMessage(client, new Map(), 'game_limits', message)).toBe('applied');
    expect(client.getQueryState(pageKey)?.isInvalidated).toBe(true);
  });
});
