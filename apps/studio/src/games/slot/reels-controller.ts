import type { LandingSchedule } from './slot-timing';
import type { GridPosition, SlotSpinView } from './slot-view';

/** A grid cell as a set key, the same for every kind of reels. */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/** Where the reels are to come to rest: a spin's strips, stops and the grid as shown (expanding wilds applied). */
export type ReelsTarget = Pick<SlotSpinView, 'kind' | 'stops' | 'grid'>;

/** One win as the reels point it out: its cells, the payline it ran along (line wins), and its amount in words. */
export type WinMark = {
  readonly positions: readonly GridPosition[];
  /** The row the payline crosses on each reel, for drawing it; absent for ways and scatters. */
  readonly lineRows?: readonly number[] | undefined;
  readonly lineIndex?: number | undefined;
  readonly label: string;
};

/**
 * What the reels show after a spin: every win, shown together and then one by one (unless motion is reduced);
 * `celebrate` adds the pulse (never for a win that does not exceed the stake), `big` a shower of coins.
 */
export type WinPresentation = {
  readonly marks: readonly WinMark[];
  readonly celebrate: boolean;
  readonly big: boolean;
};

/**
 * The reels, whatever draws them (WebGL through PixiJS, or the plain DOM grid when WebGL is missing). The game
 * drives them; they know nothing of rounds or money.
 */
export type ReelsController = {
  /** Sets the reels running (on the strips of this kind of spin) while the answer is awaited. */
  spin(kind: ReelsTarget['kind']): void;
  /** Brings the reels to rest on the target as scheduled; resolves once every reel shows its final cells. */
  land(target: ReelsTarget, schedule: LandingSchedule): Promise<void>;
  /** A slam-stop: every reel still moving lands at once. */
  slam(): void;
  /** Shows a grid at rest without any animation (the first screen, a resumed round, a spin that failed). */
  show(target: ReelsTarget): void;
  /**
   * A cascade: the `vanished` cells (cell keys) of the grid on show shrink away, the rest fall, the strip's new cells
   * drop in from above, and the reels rest on the target; resolves once they do.
   */
  cascade(target: ReelsTarget, vanished: ReadonlySet<string>): Promise<void>;
  present(presentation: WinPresentation): void;
  clearPresentation(): void;
  setReducedMotion(reduced: boolean): void;
  destroy(): void;
};

export type ReelsCallbacks = {
  /** A reel has come to rest; `scatter` when it brought a scatter into view (a sound cue). */
  readonly onReelStop: (reel: number, scatter: boolean) => void;
};
