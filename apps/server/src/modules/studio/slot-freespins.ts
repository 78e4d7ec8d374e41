import type { FreespinsGift, StudioFreespins } from '@casino/contracts';
import type { SlotDefinition } from '@casino/game-engine';
import { AppError } from '../../lib/app-error';

/**
 * The bonus engine's free spins a game may play for a player in a currency, the oldest first. Injected: the studio
 * is a game provider and knows the casino's bonuses only through this call and the wallet protocol.
 */
export type PlayableFreespins = (userId: number, game: string, currency: string) => Promise<FreespinsGift[]>;

type SlotBets = Pick<SlotDefinition, 'coinsPerBet' | 'coinValues'>;

/**
 * A gift as this slot plays it, or undefined when its bet per spin is not a bet of the slot (a coin value of the
 * currency times the coins per bet): the studio never plays a spin at a bet its maths does not offer.
 */
function slotFreespinsOf(gift: FreespinsGift, slot: SlotBets, currency: string): StudioFreespins | undefined {
  const coinValue = gift.bet_cents / slot.coinsPerBet;
  if (!Number.isInteger(coinValue) || !slot.coinValues[currency]?.includes(coinValue)) return undefined;
  return {
    id: String(gift.id),
    title: gift.title,
    total: gift.freespins_total,
    performed: gift.freespins_performed ?? 0,
    bet: gift.bet_cents,
    coin_value: coinValue,
    winnings: gift.winnings_cents,
    valid_until: gift.valid_until,
  };
}

/** The free spins a real slot session may play now: every gift of the game and currency its bets allow. */
export async function playableInSlot(
  playable: PlayableFreespins | undefined,
  session: { userId: number | null; game: string; currency: string; mode: string },
  slot: SlotBets,
): Promise<StudioFreespins[]> {
  if (!playable || session.mode !== 'real' || session.userId === null) return [];
  const gifts = await playable(session.userId, session.game, session.currency);
  return gifts.flatMap((gift) => slotFreespinsOf(gift, slot, session.currency) ?? []);
}

/**
 * Checks a spin asked to be played with free spins: they are playable here, and the stake and coin value are
 * theirs. Answers their id.
 */
export function assertFreeSpin(
  offered: readonly StudioFreespins[],
  request: { freespinsId: string; stake: number; coinValue: unknown },
): number {
  const spins = offered.find((candidate) => candidate.id === request.freespinsId);
  if (!spins) throw new AppError('FREESPINS_UNAVAILABLE', 'These free spins cannot be played here any more');
  if (request.stake !== spins.bet || request.coinValue !== spins.coin_value) {
    throw new AppError('VALIDATION_FAILED', `A free spin plays at a bet of ${spins.bet}`, {
      stake: ['validation.invalid'],
    });
  }
  return Number(spins.id);
}
