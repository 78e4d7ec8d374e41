import { exact, playWheel, sum, WHEEL_DEFAULTS, WHEEL_SEGMENTS_TENTHS } from '@casino/game-engine';
import { z } from 'zod';
import type { StudioGameFamily } from './family';
import { multiplierText, noActions, winOf } from './family-kit';

const RISKS = ['low', 'medium', 'high'] as const;
const risk = z.enum(RISKS);

/** Tenths to the multiplier strings the front end draws: 12 → "1.20". */
const segmentTexts = (tenths: readonly number[]) =>
  tenths.map((value) => multiplierText(exact(value, 10)).slice(0, -2));

const params = z.object({
  risk,
  /** The 20 segments of each risk's wheel, clockwise from the pointer's start, as multipliers ("1.20"). */
  segments: z.record(risk, z.array(z.string().regex(/^\d{1,4}\.\d{2}$/)).length(20)),
});
type WheelParams = z.infer<typeof params>;

const choice = z.object({ risk: risk.optional() });
type WheelChoice = z.infer<typeof choice>;

/** A segment's multiplier as an exact fraction, read from its text without floating point ("19.40" → 1940/100). */
const segmentValue = (text: string) => exact(Number(text.replace('.', '')), 100);
const segmentsOf = (gameParams: WheelParams) => gameParams.segments[gameParams.risk]!.map(segmentValue);

/** Wheel: 20 equally likely segments; the risk picks the wheel. */
export const wheelFamily: StudioGameFamily<WheelParams, WheelChoice> = {
  id: 'wheel',
  params,
  defaults: {
    ...WHEEL_DEFAULTS,
    segments: {
      low: segmentTexts(WHEEL_SEGMENTS_TENTHS.low),
      medium: segmentTexts(WHEEL_SEGMENTS_TENTHS.medium),
      high: segmentTexts(WHEEL_SEGMENTS_TENTHS.high),
    },
  },
  choice,
  // Each of the 20 segments equally likely: the mean of the game's own wheel.
  exactRtp: (gameParams) => {
    const segments = segmentsOf(gameParams);
    return sum(segments.map((value) => exact(value.n, value.d * BigInt(segments.length))));
  },
  hitRate: (gameParams) => exact(segmentsOf(gameParams).filter((value) => value.n > 0n).length, 20),
  play(gameParams, stake, playerChoice, actions, randomness) {
    noActions(actions);
    const wheel = playerChoice.risk ?? gameParams.risk;
    // The engine draws the segment (one nextInt(20)); the game's recorded wheel pays it.
    const { segment } = playWheel(randomness, { risk: wheel });
    const multiplier = segmentValue(gameParams.segments[wheel]![segment]!);
    return {
      staked: stake,
      returned: winOf(stake, multiplier),
      actions: [],
      view: { risk: wheel, segment, multiplier: multiplierText(multiplier) },
    };
  },
};
