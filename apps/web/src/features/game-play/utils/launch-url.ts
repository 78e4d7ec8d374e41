/**
 * Whether a launch URL may go into the frame: http(s) only, resolved against the page. A `javascript:` or `data:`
 * address from a broken or tampered answer would run in (or as) our own origin, so it is refused, not framed.
 */
export function isFrameableUrl(launchUrl: string, pageOrigin: string): boolean {
  try {
    const { protocol } = new URL(launchUrl, pageOrigin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
