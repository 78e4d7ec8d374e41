/**
 * A path on this site: one leading slash, then no slash, no backslash and no whitespace anywhere. Browsers read
 * `//host`, `/\host` and `/<tab>/host` (they drop tabs and newlines) as another origin, so each would turn a
 * `redirect` parameter into an open redirect.
 */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

export function isSafeRedirectPath(path: string | undefined): path is string {
  return path !== undefined && SITE_PATH.test(path);
}

/** The path when it stays on this site, the home page otherwise. */
export function safeRedirectPath(path: string | undefined): string {
  return isSafeRedirectPath(path) ? path : '/';
}
