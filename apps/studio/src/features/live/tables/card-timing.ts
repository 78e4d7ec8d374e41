import type { CSSProperties } from 'react';

/**
 * The turning of `cards` cards spread over the reveal: each card turns in `step`, one after another, so the last
 * is face up as the reveal ends. A reveal of 0 (a seat that joined late, reduced motion) turns them all at once.
 */
export function cardTurning(revealMs: number, cards: number): CSSProperties {
  const step = cards > 0 ? revealMs / (cards + 0.5) : 0;
  return {
    '--turn-step': `${Math.round(step)}ms`,
    '--turn-ms': `${Math.round(Math.min(520, step))}ms`,
  } as CSSProperties;
}
