/** What the browser counts as a person being there: pointer, keyboard, scrolling and touch. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/**
 * Calls `onActivity` on every sign of a person at the page. Captured at the target, so scrolling inside a list
 * (a scroll event does not bubble) counts too; passive, so it never delays scrolling. Returns the unsubscribe.
 */
export function watchActivity(target: EventTarget, onActivity: () => void): () => void {
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { capture: true, passive: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, { capture: true });
  };
}

type IdleScheduleOptions<Offer> = {
  /** Quiet time after which the offer may show. */
  idleMs: number;
  /** How long before that moment `preload` runs, so what the offer needs is at hand in time. */
  preloadLeadMs: number;
  /** Pause between the idle moment and showing. */
  showDelayMs: number;
  preload: () => void;
  /** What to show now, or null when the moment is wrong; asked at the idle moment and again just before showing. */
  pick: () => Offer | null | Promise<Offer | null>;
  show: (offer: Offer) => void;
  now?: () => number;
};

export type IdleSchedule = {
  /** Tell the schedule a person did something: the quiet time starts again. */
  activity: () => void;
  stop: () => void;
};

/**
 * The survey's timing (platform-core §4, §9) as a small state machine on one timer: preload at `idleMs -
 * preloadLeadMs` of quiet, look at the moment at `idleMs`, show `showDelayMs` later. Activity only records a time
 * (pointer moves arrive dozens of times a second); the pending timer notices it and re-arms. When the moment is
 * wrong (a modal open, a game on screen), nothing happens until the next full quiet period. It shows at most once.
 */
export function startIdleSchedule<Offer>(options: IdleScheduleOptions<Offer>): IdleSchedule {
  const { idleMs, preloadLeadMs, showDelayMs, now = Date.now } = options;
  const preloadAfterMs = Math.max(0, idleMs - preloadLeadMs);
  let quietSince = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  /** The quiet period (by its start) already preloaded for and already offered in. */
  let preloadedFor: number | undefined;
  let offeredFor: number | undefined;
  let finished = false;

  const arm = (at: number) => {
    timer = setTimeout(tick, Math.max(0, at - now()));
  };

  function tick() {
    timer = undefined;
    if (finished) return;
    const period = quietSince;
    const quietFor = now() - period;
    if (quietFor >= preloadAfterMs && preloadedFor !== period) {
      preloadedFor = period;
      options.preload();
    }
    if (quietFor < preloadAfterMs) return arm(period + preloadAfterMs);
    if (quietFor < idleMs) return arm(period + idleMs);
    if (offeredFor === period) return;
    offeredFor = period;
    void offer();
  }

  async function offer() {
    if (!(await options.pick()) || finished) return;
    clearTimeout(showTimer);
    showTimer = setTimeout(() => void showIfStillRight(), showDelayMs);
  }

  async function showIfStillRight() {
    const offer = await options.pick();
    if (!offer || finished) return;
    finished = true;
    clearTimeout(timer);
    options.show(offer);
  }

  arm(quietSince + preloadAfterMs);
  return {
    activity() {
      quietSince = now();
      // A pending timer re-arms itself from the new start when it fires; only an idle schedule needs waking.
      if (timer === undefined && !finished) arm(quietSince + preloadAfterMs);
    },
    stop() {
      finished = true;
      clearTimeout(timer);
      clearTimeout(showTimer);
    },
  };
}
