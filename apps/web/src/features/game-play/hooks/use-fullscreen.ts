import { useCallback, useEffect, useState, type RefObject } from 'react';

export type Fullscreen = {
  active: boolean;
  /** Pinned by CSS because the browser offers no element full screen. */
  fallback: boolean;
  toggle: () => void;
};

/**
 * Full screen for the game area. The Fullscreen API where the browser has it for elements; elsewhere (iPhone
 * Safari offers it only for video) the area is pinned over the whole viewport by CSS (`data-fullscreen`), and
 * Escape leaves it as it would leave the real thing.
 */
export function useFullscreen(targetRef: RefObject<HTMLElement | null>): Fullscreen {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const sync = () =>
      setNative(document.fullscreenElement !== null && document.fullscreenElement === targetRef.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [targetRef]);

  useEffect(() => {
    if (!fallback) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFallback(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fallback]);

  const toggle = useCallback(() => {
    const target = targetRef.current;
    if (!target) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (fallback) {
      setFallback(false);
      return;
    }
    if (document.fullscreenEnabled && typeof target.requestFullscreen === 'function') {
      // Refused (a permissions policy, a frame of ours embedded elsewhere): the CSS version still works.
      target.requestFullscreen().catch(() => setFallback(true));
      return;
    }
    setFallback(true);
  }, [targetRef, fallback]);

  return { active: native || fallback, fallback, toggle };
}
