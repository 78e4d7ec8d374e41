import type { GameDevice } from '@casino/contracts';
import { pageDevice } from './ssr/page-environment';

/**
 * The device the catalogue is asked for. Decided once per page load: the catalogue differs per device, and
 * flipping it on every resize would refetch every list on screen. A page the server rendered keeps the server's
 * decision (see page-environment.ts).
 */
export function currentDevice(): GameDevice {
  return pageDevice();
}
