import { coinFlipMultiplier, COIN_SIDES, type CoinSide } from '@casino/game-engine';
import { z } from 'zod';

export { COIN_SIDES, type CoinSide };

export const coinFlipViewSchema = z.object({
  call: z.enum(COIN_SIDES),
  side: z.enum(COIN_SIDES),
  won: z.boolean(),
  multiplier: z.string(),
});

export const buildCoinFlipChoice = (side: CoinSide) => ({ side });

/** The win multiplier in ten-thousandths: 2 × RTP (1.96× at 98%), exactly as the engine pays it. */
export function coinFlipTenThousandths(rtpBasisPoints: number): number {
  const multiplier = coinFlipMultiplier({ rtpBasisPoints });
  return Number((multiplier.n * 10_000n) / multiplier.d);
}

/**
 * The coin's final turn in degrees: whole turns plus a half turn for tails, so the face it lands on is the side
 * drawn, and a second flip in a row still spins (the turn count alternates).
 */
export function coinRotation(side: CoinSide, flipIndex: number): number {
  const turns = 5 + (flipIndex % 2);
  return turns * 360 + (side === 'tails' ? 180 : 0);
}
