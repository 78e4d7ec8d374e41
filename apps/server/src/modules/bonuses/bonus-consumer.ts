import type { DomainEvent, OutboxConsumer } from '../outbox';
import type { BonusesService } from './bonuses.service';

/**
 * The bonus engine's reactions to domain events, each in the dispatcher's transaction with the record that it ran
 * (so once per event): a new account gets its registration offers, a succeeded deposit its deposit bonus, a settled
 * round counts toward wagering.
 */
export function createBonusConsumer(bonuses: BonusesService): OutboxConsumer {
  return {
    name: 'bonuses',
    handles: ['player_registered', 'payment_changed', 'bet_settled'],
    // Most rounds are played without a bonus: nothing to count toward wagering.
    wants: (event) => event.type !== 'bet_settled' || event.payload.bonus_id !== null,
    async handle(event: DomainEvent, tx) {
      switch (event.type) {
        case 'player_registered':
          return bonuses.onRegistered(tx, event.userId, event.payload.currency);
        case 'payment_changed': {
          const { payment } = event.payload;
          if (payment.action !== 'deposit' || payment.state !== 'succeeded') return;
          return bonuses.onDeposit(tx, {
            paymentId: payment.id,
            userId: event.userId,
            currency: payment.currency,
            amountCents: payment.amount_cents,
          });
        }
        case 'bet_settled':
          return bonuses.onBetSettled(tx, event.payload.round_id);
        case 'balance_changed':
        case 'bonus_changed':
        case 'freespins_changed':
        case 'game_limits_changed':
        case 'game_win':
        case 'groups_changed':
          return;
      }
    },
  };
}
