import { existsSync } from 'node:fs';

/** Debian's Chromium, or the one `CHROMIUM_PATH` names. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every bench's headless Chromium runs with: no sandbox (containers), no GPU, nothing in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** The path of the Chromium the benches drive, or an error that says how to install it. */
export function chromiumPath(): string {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`);
  return CHROMIUM;
}
