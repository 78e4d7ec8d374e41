import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const webDistDir = path.join(repoRoot, 'apps/web/dist');
/** The built server (`npm run build`), started as `npm start` starts it. */
export const serverBundle = path.join(repoRoot, 'apps/server/dist/main.js');
export const screenshotDir = path.join(repoRoot, 'artifacts/screenshots');

/** Debian's Chromium unless CHROMIUM_PATH points elsewhere (scripts/run-e2e.mjs checks it exists). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
