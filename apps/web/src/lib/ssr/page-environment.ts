import type { GameDevice } from '@casino/contracts';

/**
 * What a page knows of the visitor's request that is not data from the API: the host name they asked for, the
 * cookies their browser holds and the device the catalogue is asked for. The browser reads its own; while the
 * server renders a first screen, each render answers with its own request's, so the server draws what the browser
 * will (a cookie notice already accepted stays hidden in both).
 */
type PageEnvironment = { hostname: () => string; cookies: () => string; device: () => GameDevice };

/** 767 px is the phone breakpoint of the design tokens. */
const PHONE_QUERY = '(max-width: 767px)';

let browserDevice: GameDevice | undefined;

let environment: PageEnvironment = {
  hostname: () => window.location.hostname,
  cookies: () => document.cookie,
  device: () => (browserDevice ??= window.matchMedia(PHONE_QUERY).matches ? 'mobile' : 'desktop'),
};

export function pageHostname(): string {
  return environment.hostname();
}

/** The `Cookie` header's form: `name=value; other=value`. */
export function pageCookies(): string {
  return environment.cookies();
}

export function pageDevice(): GameDevice {
  return environment.device();
}

/** A page the server rendered keeps the device the server drew it for, or hydration would ask for other lists. */
export function keepServerDevice(device: GameDevice): void {
  browserDevice = device;
}

/** Used once by the server's renderer. */
export function setServerRenderingEnvironment(serverEnvironment: PageEnvironment): void {
  environment = serverEnvironment;
}
