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
  /**
   * Puts the placeholder back when the content has left the screen: below a list that grows as the visitor
   * scrolls (a category page), the block would otherwise stay in the DOM, unseen, all the way down.
   */
  unmountWhenFar?: boolean;
};

/**
 * Mounts its children only when they come near the screen: below-the-fold blocks (footer carousels) then cost
 * nothing on the first load, and their chunk downloads as the visitor scrolls towards them.
 */
export function LazyWhenVisible(props: LazyWhenVisibleProps) {
  const { children, placeholder, rootMargin = '400px', delayMs = 0, unmountWhenFar = false } = props;
  const [visible, setVisible] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const watching = !visible || unmountWhenFar;

  useEffect(() => {
    const anchor = anchorRef.current;
    if (!anchor || !watching) return;
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    // Leaving the screen altogether, not merely the margin, takes it away again (content that has just scrolled
    // out of view may come straight back), and coming onto the screen brings it back even where the margin's
    // observer saw no change. Its first report only restates what the margin's observer already decided.
    let primed = false;
    const far = new IntersectionObserver((entries) => {
      const onScreen = entries.some((entry) => entry.isIntersecting);
      if (primed) setVisible(onScreen);
      primed = true;
    });
    const timer = setTimeout(() => {
      near.observe(anchor);
      if (unmountWhenFar) far.observe(anchor);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      near.disconnect();
      far.disconnect();
    };
  }, [rootMargin, watching, delayMs, unmountWhenFar]);

  if (!visible) return <div ref={anchorRef}>{placeholder}</div>;
  const content = <Suspense fallback={placeholder}>{children}</Suspense>;
  // Still watched while shown: the same element stays the anchor.
  return unmountWhenFar ? <div ref={anchorRef}>{content}</div> : content;
}
