import { LOAD_MORE_TRIGGER_PX } from '@casino/contracts';
import { useEffect, useRef, useState } from 'react';

type LoadMoreOptions = {
  /** False while a page is in flight or when there is nothing more: at most one request at a time. */
  canLoad: boolean;
  onLoadMore: () => void;
};

/**
 * Calls `onLoadMore` when a sentinel after the list comes within LOAD_MORE_TRIGGER_PX of the viewport. The
 * observer is rebuilt whenever loading becomes possible again, and a fresh observer reports the sentinel's
 * current state at once — so on a tall screen that still shows the sentinel after a page arrives, the next page
 * follows without the player having to scroll.
 */
export function useLoadMore({ canLoad, onLoadMore }: LoadMoreOptions) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const onLoadMoreRef = useRef(onLoadMore);

  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    if (!sentinel || !canLoad) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onLoadMoreRef.current();
      },
      // Also when the sentinel is above the screen: a player who jumps past the end of the list (End key, a
      // scrollbar dragged down to the footer) still gets the next page.
      { rootMargin: `200% 0px ${LOAD_MORE_TRIGGER_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, canLoad]);

  return setSentinel;
}
