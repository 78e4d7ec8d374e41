import type { GameDevice } from '@casino/contracts';

/** The phone breakpoint of the design tokens (767 px and below), the same one the catalogue uses. */
const PHONE_MAX_WIDTH = 767;

/**
 * The device a game is launched for, read from the viewport at launch time (not once per page load like the
 * catalogue's): a game built for touch on a phone-sized screen, the desktop build on anything wider.
 */
export function launchDevice(viewportWidth: number): GameDevice {
  return viewportWidth <= PHONE_MAX_WIDTH ? 'mobile' : 'desktop';
}
