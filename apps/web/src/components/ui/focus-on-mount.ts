/**
 * A ref that moves focus to its element when it appears (give the element tabIndex={-1} unless it is focusable).
 * When a form is replaced by its result, the focused button goes with it and focus would fall back to the page;
 * landing on the result instead lets a keyboard or screen-reader user carry on from there.
 */
export function focusOnMount(node: HTMLElement | null): void {
  node?.focus();
}
