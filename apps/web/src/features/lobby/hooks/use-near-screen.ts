import { startTransition, useCallback, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the screen, once: it stays true afterwards, so content
 * mounted on the way down is not torn down and rebuilt when the player scrolls back.
 *
 * The returned ref callback watches the element itself (React calls its cleanup when the element goes or the
 * callback changes). Keeping the element in state instead re-rendered every row, tiles and all, in the same task
 * as the lobby's hydration, before anything had come near the screen.
 */
export function useNearScreen<T extends Element>(rootMargin: string, initially = false) {
  const [near, setNear] = useState(initially);

  const watch = useCallback(
    (node: T | null) => {
      if (!node || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          // What comes near is drawn in slices the browser can interrupt: rows below the first screen fill up
          // while the player may already be tapping.
          if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );

  return [watch, near] as const;
}
