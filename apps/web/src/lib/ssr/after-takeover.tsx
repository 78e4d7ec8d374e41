import { useEffect } from 'react';

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
