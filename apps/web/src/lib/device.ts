import type { GameDevice } from '@casino/contracts';

/**
 * Decided once per page load: the catalogue differs per device, and flipping it on every resize would refetch
 * every list on screen. 767 px is the phone breakpoint of the design tokens.
 */
export const currentDevice: GameDevice =
  typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches ? 'mobile' : 'desktop';
