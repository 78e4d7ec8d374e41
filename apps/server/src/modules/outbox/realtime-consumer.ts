import { privateChannel } from '@casino/contracts';
import type { RealtimeHub } from '../../plugins/realtime/realtime.plugin';
import type { DomainEvent } from './domain-events';
import type { OutboxConsumer } from './outbox.service';

/**
 * Publishes domain events to the player's private channels. Each message carries the event's `sequence` (per
 * player, in commit order), so a client keeps the newest state even when an older message arrives late or twice.
 */
export function createRealtimeConsumer(realtime: RealtimeHub): OutboxConsumer {
  return {
    name: 'realtime',
    // It only publishes: nothing to roll back, and a repeated message is told apart by its sequence.
    writesToDatabase: false,
    handles: [
      'balance_changed',
      'groups_changed',
      'payment_changed',
      'game_win',
      'game_limits_changed',
      'bonus_changed',
      'freespins_changed',
    ],
    async handle(event: DomainEvent) {
      const user = String(event.userId);
      switch (event.type) {
        case 'balance_changed':
          return realtime.deliver(privateChannel('balance', user), {
            ...event.payload.account,
            sequence: event.sequence,
          });
        case 'groups_changed':
          return realtime.deliver(privateChannel('groups_updates', user), {
            groups: event.payload.groups,
            sequence: event.sequence,
          });
        case 'payment_changed':
          // The history line on `payments_changes`; `payments_events` carries it as `{data}` for clients that reload.
          await realtime.deliver(privateChannel('payments_events', user), {
            data: event.payload.payment,
            sequence: event.sequence,
          });
          return realtime.deliver(privateChannel('payments_changes', user), {
            ...event.payload.payment,
            sequence: event.sequence,
          });
        case 'game_limits_changed':
          return realtime.deliver(privateChannel('game_limits', user), {
            ...event.payload.message,
            sequence: event.sequence,
          });
        case 'freespins_changed':
          return realtime.deliver(privateChannel('freespins_changes', user), {
            ...event.payload.freespins,
            sequence: event.sequence,
          });
        case 'bonus_changed':
          return realtime.deliver(privateChannel('bonuses_changes', user), {
            ...event.payload.bonus,
            sequence: event.sequence,
          });
        case 'bet_settled':
        case 'player_registered':
          // Not for screens: the bonus engine's (and later features') events.
          return;
        case 'game_win':
          // Public: every visitor's lobby strip. The message names the player only by a shortened name.
          return realtime.deliver('public:wins', event.payload.win);
      }
    },
  };
}
