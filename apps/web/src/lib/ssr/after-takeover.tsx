import { useEffect, useSyncExternalStore } from 'react';

/**
 * Runs `action` once React has taken the server's drawing over (its first commit), and draws nothing. A store
 * changed before then (a modal opened) would make the browser's drawing differ from the server's.
 */
export function AfterTakeover({ action }: { action: () => void }) {
  // Once, on the commit that hydrated the page: the action is the page's own and never changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(action, []);
  return null;
}

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser takes a page the server drew over, true otherwise. What only the
 * browser knows (the address's hash) must wait for it, or the browser's first drawing would differ from the server's
 * and React would draw the whole page again; once the page is taken over, React draws again with `true` only the
 * component that asked.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
