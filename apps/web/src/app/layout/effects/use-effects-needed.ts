import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTakenOver } from '../../../lib/ssr/after-takeover';
import { whenIdle } from '../../../lib/when-idle';
import type { ShellState } from '../use-shell-state';

/** Query parameters the shell acts on when a visitor arrives (engagement §2, and a failed social sign-in). */
const ENTRY_PARAMS = ['stag', 'depositPromocode', 'giftPromocode', 'pwa', 'auth_error'];

/**
 * How long after the browser is idle the shell's background behaviour (idle title, iOS notice, ...) loads when
 * nothing on screen asks for it sooner.
 */
const SHELL_EFFECTS_DELAY_MS = 2_000;

/**
 * Whether the shell's reactions (shell-effects.tsx) should load now: at once when the visit needs them (a hash or
 * entry parameter to act on, a session or a geo restriction to react to), otherwise once the page has settled.
 */
export function useEffectsNeeded(shell: ShellState): boolean {
  const { hash, search } = useLocation();
  // The server never sees the hash: a page it drew learns of one once the browser has taken it over.
  const takenOver = useTakenOver();
  const params = new URLSearchParams(search);
  const needed =
    (takenOver && hash !== '') ||
    ENTRY_PARAMS.some((param) => params.has(param)) ||
    shell.session.status === 'player' ||
    shell.access.restricted;
  // Once loaded, the effects stay: unmounting them when the hash clears or the player logs out would drop their
  // listeners and re-run their first-mount work on the next change.
  const [neededEver, setNeededEver] = useState(needed);
  if (needed && !neededEver) setNeededEver(true);

  // Otherwise they load once the page has settled; a visit that needed them already sets no timer to draw again.
  useEffect(() => {
    if (neededEver) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = whenIdle(() => {
      timer = setTimeout(() => setNeededEver(true), SHELL_EFFECTS_DELAY_MS);
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [neededEver]);

  return neededEver;
}
