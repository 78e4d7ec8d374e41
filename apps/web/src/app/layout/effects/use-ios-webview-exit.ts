import { useEffect } from 'react';
import { openModal } from '../../../lib/modals/modal-store';
import { readStored, writeStored } from '../../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';

/** After 5 minutes in an iOS in-app browser, suggest Safari; checked every minute (platform-core §2). */
const SHOW_AFTER_MS = 5 * 60_000;
const CHECK_EVERY_MS = 60_000;

/** An iOS web view (an app's built-in browser) has WebKit without "Safari" in its user agent. */
function isIosWebView(userAgent: string): boolean {
  return /(iPhone|iPad|iPod)/.test(userAgent) && /AppleWebKit/.test(userAgent) && !/Safari/.test(userAgent);
}

export function useIosWebviewExit(): void {
  useEffect(() => {
    if (!isIosWebView(navigator.userAgent) || readStored('session', STORAGE_KEYS.iosExitShown)) return;
    const openedAt = Number(readStored('session', STORAGE_KEYS.lastOpen)) || Date.now();
    writeStored('session', STORAGE_KEYS.lastOpen, String(openedAt));
    const timer = setInterval(() => {
      if (Date.now() - openedAt < SHOW_AFTER_MS) return;
      clearInterval(timer);
      writeStored('session', STORAGE_KEYS.iosExitShown, '1');
      openModal({ id: 'ios-webview-exit' });
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
}
