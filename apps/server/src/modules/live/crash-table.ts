import type { Randomness } from '@casino/game-engine';
import {
  CRASH_DEFAULTS,
  drawCrashPoint,
  exact,
  flightMultiplierAt,
  MAX_MULTIPLIER_HUNDREDTHS,
  MIN_TARGET_HUNDREDTHS,
  settleCrash,
  winInMinorUnits,
} from '@casino/game-engine';
import { z } from 'zod';
import { IllegalPlay } from '../studio';
import type { LiveGame, SettledSlip } from './live-games';

/**
 * The crash table's rules (docs/live.md, "Crash"): one crash point per round drawn from the round's seeds, exactly
 * as a single crash round draws it; a slip leaves the flight at the multiplier of its cash-out, by hand or at its
 * auto cash-out, and pays stake × that multiplier, rounded down to the minor unit. A slip still on board at the
 * crash returns nothing.
 */
const crashSlipSchema = z.object({
  auto_cash_out: z.number().int().min(MIN_TARGET_HUNDREDTHS).max(MAX_MULTIPLIER_HUNDREDTHS).nullable().default(null),
});

const autoCashOutOf = (choice: Record<string, unknown>): number | null => crashSlipSchema.parse(choice).auto_cash_out;

const crashParamsOf = (game: LiveGame) => ({
  rtpBasisPoints: Number(game.params.rtpBasisPoints ?? CRASH_DEFAULTS.rtpBasisPoints),
});

/** The round's crash point (hundredths): the first number of the round's randomness, as in a single crash round. */
export const crashPointOf = (game: LiveGame, randomness: Randomness): number =>
  drawCrashPoint(randomness, crashParamsOf(game));

export const crashOutcome = (game: LiveGame, randomness: Randomness) => ({
  crash_point: crashPointOf(game, randomness),
});

/** Refuses a slip the table cannot fly: an auto cash-out outside 1.01× to 1,000,000×. */
export function checkCrashSlip(choice: Record<string, unknown>): Record<string, unknown> {
  const parsed = crashSlipSchema.safeParse(choice);
  if (!parsed.success) {
    throw new IllegalPlay('choice.auto_cash_out', 'The auto cash-out must be empty or between 1.01× and 1,000,000×');
  }
  return parsed.data;
}

const payAt = (stake: number, hundredths: number) => Number(winInMinorUnits(BigInt(stake), exact(hundredths, 100)));

/** What a slip returns: its cash-out's multiplier, or its auto cash-out if the round reached it, or nothing. */
export function crashSlipReturn(game: LiveGame, randomness: Randomness, slip: SettledSlip): number {
  if (slip.cashOut !== null) return payAt(slip.stake, slip.cashOut);
  const auto = autoCashOutOf(slip.choice);
  if (auto === null) return 0;
  const { cashedOut } = settleCrash(crashPointOf(game, randomness), { autoCashOutHundredths: auto });
  return cashedOut ? payAt(slip.stake, auto) : 0;
}

/**
 * The multiplier a slip leaves at when its player cashes out `elapsedMs` after take-off: the clock's, or its auto
 * cash-out if the clock has passed that already (the slip left there). Undefined below 1.01×, where cashing out
 * would only hand the stake back.
 */
export function cashOutAt(choice: Record<string, unknown>, elapsedMs: number): number | undefined {
  const now = flightMultiplierAt(elapsedMs);
  const auto = autoCashOutOf(choice);
  if (auto !== null && auto <= now) return auto;
  return now >= MIN_TARGET_HUNDREDTHS ? now : undefined;
}

/** The auto cash-out a slip has reached `elapsedMs` after take-off, if any: the table pays it then and there. */
export function reachedAutoCashOut(choice: Record<string, unknown>, elapsedMs: number): number | undefined {
  const auto = autoCashOutOf(choice);
  return auto !== null && auto <= flightMultiplierAt(elapsedMs) ? auto : undefined;
}
