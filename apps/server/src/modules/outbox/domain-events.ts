import type {
  FreespinsGift,
  GameLimitsMessage,
  PlayerBonus,
  PlayerPayment,
  WalletAccount,
  WinMessage,
} from '@casino/contracts';

/**
 * Every domain event and its payload. A change writes its events in its own transaction (`outbox.emit`); consumers
 * (realtime, and the wagering, comp points, tournaments, quests, VIP and jackpot features as they arrive) receive
 * them after the commit. Payloads are JSON: amounts in integer minor units.
 */
export type DomainEventPayloads = {
  /** A wallet's balance or listing changed: the account as `GET /api/player/accounts` lists it now. */
  balance_changed: { account: WalletAccount };
  /** The player joined groups (self-service A/B arms today; VIP and segments later). */
  groups_changed: { groups: string[] };
  /** A deposit or cash-out was made or changed state: its history line as it reads now. */
  payment_changed: { payment: PlayerPayment };
  /** A real-money win was paid: the public line every lobby shows, the player's name already shortened. */
  game_win: { win: WinMessage };
  /** A responsible-gambling limit became reached, or an exclusion began: real play stops on the player's screens. */
  game_limits_changed: { message: Omit<GameLimitsMessage, 'sequence'> };
  /** A provider's round finished: its stakes count toward wagering (and later comp points, tournaments, quests). */
  bet_settled: {
    round_id: number;
    /** The bonus the round's stakes came under, null for none; absent from events written before it was carried. */
    bonus_id?: number | null;
  };
  /** A new account exists (every way of signing up): registration offers are issued. */
  player_registered: { currency: string };
  /** A bonus was issued or changed stage or progress: the bonus as `GET /api/player/bonuses` lists it. */
  bonus_changed: { bonus: PlayerBonus };
  /** Free spins were given or changed stage or count: as `GET /api/player/freespins` lists them. */
  freespins_changed: { freespins: FreespinsGift };
};

export type DomainEventType = keyof DomainEventPayloads;

/** What a producer writes: `userId` names the player whose stream (and private channels) the event belongs to. */
export type NewDomainEvent<Type extends DomainEventType = DomainEventType> = {
  [T in Type]: { type: T; userId: number; payload: DomainEventPayloads[T] };
}[Type];

/** What a consumer receives: the event with its id and its place in its stream. */
export type DomainEvent<Type extends DomainEventType = DomainEventType> = NewDomainEvent<Type> & {
  id: number;
  stream: string;
  /** 1, 2, 3, ... per stream, in commit order: the order of delivery, and what clients compare to drop stale data. */
  sequence: number;
  createdAt: Date;
};

export const playerStream = (userId: number) => `player:${userId}`;
