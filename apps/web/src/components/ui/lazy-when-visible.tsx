import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

type LazyWhenVisibleProps = {
  /** Rendered (usually a lazy component) once the placeholder nears the viewport. */
  children: ReactNode;
  /** Holds the space until then, so nothing below jumps when the content arrives. */
  placeholder: ReactNode;
  rootMargin?: string;
  /**
   * Waits this long before watching: while a page is still loading its own content, blocks at its bottom sit
   * near the screen for a moment and would load although nobody scrolled to them.
   */
  delayMs?: number;
};

/**
 * Mounts its children only when they come near the screen: below-the-fold blocks (footer carousels) then cost
 * nothing on the first load, and their chunk downloads as the visitor scrolls towards them.
 */
export function LazyWhenVisible({ children, placeholder, rootMargin = '400px', delayMs = 0 }: LazyWhenVisibleProps) {
  const [visible, setVisible] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const anchor = anchorRef.current;
    if (!anchor || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    const timer = setTimeout(() => observer.observe(anchor), delayMs);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [rootMargin, visible, delayMs]);

  if (!visible) return <div ref={anchorRef}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
