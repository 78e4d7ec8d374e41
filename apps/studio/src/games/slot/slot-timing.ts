import type { SlotDefinition } from '@casino/game-engine';
import type { MotionSettings } from '../../lib/motion/durations';
import { revealDuration } from '../../lib/motion/durations';
import type { SlotSpinView } from './slot-view';

/** The least time the reels run before the first one stops, however fast the answer comes. */
export const SPIN_UP_MS = 450;
/** Full speed of a spinning reel, in symbols per millisecond. */
export const REEL_SPEED = 0.024;
const LAND_MS = 420;
const STOP_STAGGER_MS = 170;
/** A reel that could still bring the free-spin trigger spins on a little longer (the "anticipation" of a slot). */
const ANTICIPATION_MS = 750;
/** A slam-stop lands every reel at once, quickly. */
const SLAM_LAND_MS = 140;
/** An expanding wild grows over its reel after the reel has landed. */
export const EXPAND_MS = 380;
/** Margin between the reels' own landing and the chrome's fallback reveal timer. */
const REVEAL_SLACK_MS = 250;

export type ReelLanding = { readonly delayMs: number; readonly durationMs: number };
export type LandingSchedule = { readonly reels: readonly ReelLanding[]; readonly totalMs: number };

/** The fewest scatters that award free spins in the base game (or Infinity on a title without them). */
export function triggerCount(definition: SlotDefinition): number {
  const counts = Object.keys(definition.scatter.freeSpins).map(Number);
  return counts.length > 0 ? Math.min(...counts) : Number.POSITIVE_INFINITY;
}

/**
 * When each reel starts to land once the answer is in, reel 1 first. Once the reels stopped so far hold one scatter
 * short of the trigger and enough reels are left to bring it, each later reel spins on a little longer.
 */
export function landingSchedule(spin: SlotSpinView, definition: SlotDefinition, slam = false): LandingSchedule {
  const reels: ReelLanding[] = [];
  if (slam) {
    spin.grid.forEach(() => reels.push({ delayMs: 0, durationMs: SLAM_LAND_MS }));
    return { reels, totalMs: SLAM_LAND_MS + expandingTail(spin, definition) };
  }
  const needed = triggerCount(definition);
  let delay = 0;
  let scatters = 0;
  spin.grid.forEach((symbols, reel) => {
    const reelsLeft = spin.grid.length - reel;
    if (scatters === needed - 1 && scatters + reelsLeft >= needed) delay += ANTICIPATION_MS;
    reels.push({ delayMs: delay, durationMs: LAND_MS });
    delay += STOP_STAGGER_MS;
    scatters += symbols.filter((symbol) => symbol === definition.scatter.symbol).length;
  });
  const last = reels[reels.length - 1] ?? { delayMs: 0, durationMs: 0 };
  return { reels, totalMs: last.delayMs + last.durationMs + expandingTail(spin, definition) };
}

/** Whether any reel of the spin shows a wild that expanded (the grid's reel is all wild, the strip's was not). */
export function expandedReels(spin: SlotSpinView, definition: SlotDefinition): number[] {
  if (!definition.wild.expanding) return [];
  const wild = definition.wild.symbol;
  return spin.grid.flatMap((symbols, reel) => (symbols.every((symbol) => symbol === wild) ? [reel] : []));
}

const expandingTail = (spin: SlotSpinView, definition: SlotDefinition) =>
  expandedReels(spin, definition).length > 0 ? EXPAND_MS : 0;

/** The schedule as played: shortened in turbo like every reveal; reduced motion has no landing at all. */
export function playedSchedule(schedule: LandingSchedule, motion: MotionSettings): LandingSchedule {
  if (!motion.turbo || motion.reducedMotion) return schedule;
  const scale = revealDuration(schedule.totalMs, motion) / Math.max(1, schedule.totalMs);
  return {
    reels: schedule.reels.map((reel) => ({ delayMs: reel.delayMs * scale, durationMs: reel.durationMs * scale })),
    totalMs: schedule.totalMs * scale,
  };
}

/**
 * The chrome's fallback for when the balance and the result show (the reels call it sooner, the moment they have
 * landed): the longest the reels can take after the answer, spin-up included.
 */
export const revealFallbackMs = (schedule: LandingSchedule) => SPIN_UP_MS + schedule.totalMs + REVEAL_SLACK_MS;

/**
 * How long the Spin button stays off after a paid spin's answer (RTS 14: a UK-style licence holds paid spins at
 * least `min_spin_ms` apart). Counted from the answer, not the press: the server times the spin when it plays it,
 * which is after the press, so counting from the press could let the next spin reach it too soon.
 */
export function spinHoldRemaining(answeredAt: number | undefined, minSpinMs: number, now: number): number {
  if (answeredAt === undefined || minSpinMs <= 0) return 0;
  return Math.max(0, answeredAt + minSpinMs - now);
}
