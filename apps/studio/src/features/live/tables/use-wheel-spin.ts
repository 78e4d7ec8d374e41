import { useEffect, useRef } from 'react';
import { easeOut, FREE_SPIN_DEG_PER_S, landingAngle, slowDownTravel } from './wheel-spin';

/** Reveals this short (reduced motion) or none at all put the wheel on its segment at once. */
const SNAP_MS = 200;

type WheelSpin = {
  /** The wheel is turning freely: bets are closed and the outcome is not out yet. */
  readonly spinning: boolean;
  /** The drawn segment, once the result is out, with the round it belongs to (a new round lands anew). */
  readonly landing: { readonly round: number; readonly segment: number } | undefined;
  /** How long the slow-down onto the segment takes (0: at once). */
  readonly revealMs: number;
  /** Where the wheel rests when the frame opens. */
  readonly initialAngle: number;
  /** Reduced motion: no free spin, and the wheel is put on its segment at once. */
  readonly still: boolean;
};

/**
 * Drives the money wheel frame by frame: a free spin while the draw is on, then a slow-down onto the drawn segment
 * that starts at the spin's own speed and angle, so the wheel never jumps whenever the result arrives. The angle is
 * written to the element directly: re-rendering the wheel sixty times a second would be waste.
 */
export function useWheelSpin({ spinning, landing, revealMs, initialAngle, still }: WheelSpin) {
  const wheel = useRef<SVGSVGElement>(null);
  const angle = useRef(initialAngle);

  const draw = () => {
    if (wheel.current) wheel.current.style.transform = `rotate(${angle.current}deg)`;
  };

  useEffect(() => {
    if (wheel.current) wheel.current.style.transform = `rotate(${angle.current}deg)`;
  }, []);

  useEffect(() => {
    if (!spinning || still) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function turn(now) {
      angle.current += (FREE_SPIN_DEG_PER_S * (now - last)) / 1000;
      last = now;
      draw();
      frame = requestAnimationFrame(turn);
    });
    return () => cancelAnimationFrame(frame);
  }, [spinning, still]);

  const landingRound = landing?.round;
  const segment = landing?.segment;
  useEffect(() => {
    if (landingRound === undefined || segment === undefined) return;
    const from = angle.current;
    if (still || revealMs <= SNAP_MS) {
      angle.current = landingAngle(from, segment, 0);
      draw();
      return;
    }
    const to = landingAngle(from, segment, slowDownTravel(revealMs));
    const start = performance.now();
    let frame = requestAnimationFrame(function slow(now) {
      const progress = Math.min(1, (now - start) / revealMs);
      angle.current = from + (to - from) * easeOut(progress);
      draw();
      if (progress < 1) frame = requestAnimationFrame(slow);
    });
    return () => {
      cancelAnimationFrame(frame);
      // Interrupted (the frame closed, the round moved on): rest on the segment rather than midway.
      angle.current = to;
      draw();
    };
    // Landed once per round: later renders of the same result must not start the slow-down again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [landingRound, segment]);

  return wheel;
}
