import { MODAL_CLOSE_DELAY_MS } from '@casino/contracts';

let holders = 0;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Blocks page scrolling while anything modal is open (modal stack, sidebar). Shared by count, so a modal opened
 * from the sidebar keeps the lock when the sidebar closes. Scrolling comes back 100 ms after the last release
 * (platform-core §9), which lets a modal that replaces another open without the page jumping in between.
 */
export function acquireScrollLock(): () => void {
  holders += 1;
  clearTimeout(releaseTimer);
  const root = document.documentElement;
  if (holders === 1 && root.dataset.scrollLocked !== 'true') {
    // The scrollbar's width becomes padding, so the page does not shift sideways when it disappears.
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.setProperty('--scrollbar-compensation', `${scrollbar}px`);
    root.dataset.scrollLocked = 'true';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    releaseTimer = setTimeout(() => {
      if (holders > 0) return;
      delete root.dataset.scrollLocked;
      root.style.removeProperty('--scrollbar-compensation');
    }, MODAL_CLOSE_DELAY_MS);
  };
}
