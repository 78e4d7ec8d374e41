import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the screen, once: it stays true afterwards, so content
 * mounted on the way down is not torn down and rebuilt when the player scrolls back.
 */
export function useNearScreen<T extends Element>(rootMargin: string, initially = false) {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(initially);

  useEffect(() => {
    if (!node || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near, rootMargin]);

  return [setNode, near] as const;
}
