/**
 * Brings part of a game into view by scrolling the frame's own scroller only. `scrollIntoView` would also scroll
 * the lobby's page around the frame, leaving the frame's top under the page's sticky header. An element already
 * wholly in view stays put; one taller than the view, or above it, shows its top edge; one below shows its bottom;
 * its `scroll-margin` counts as part of it, as it does for `scrollIntoView`.
 */
export function reveal(element: HTMLElement | null, reducedMotion: boolean): void {
  if (!element) return;
  const scroller = scrollerOf(element);
  const view = scroller
    ? scroller.getBoundingClientRect()
    : { top: 0, bottom: window.innerHeight, height: window.innerHeight };
  // The element's scroll margins count as part of it (room kept above a board for the result banner).
  const margins = getComputedStyle(element);
  const rect = element.getBoundingClientRect();
  const top = rect.top - (parseFloat(margins.scrollMarginTop) || 0);
  const bottom = rect.bottom + (parseFloat(margins.scrollMarginBottom) || 0);
  const box = { top, bottom, height: bottom - top };
  if (box.top >= view.top && box.bottom <= view.bottom) return;
  const topFirst = box.top < view.top || box.height > view.height;
  const by = topFirst ? box.top - view.top : box.bottom - view.bottom;
  (scroller ?? window).scrollBy({ top: by, behavior: reducedMotion ? 'auto' : 'smooth' });
}

/** The nearest ancestor that scrolls vertically; none when the frame's document itself scrolls. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}
