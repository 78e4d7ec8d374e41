import { CHAT_HASH_DELAY_MS, HASH_CLEAR_DELAY_MS, SCROLL_RETRY_MS, SCROLL_RETRY_STEP_MS } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bettingConfigQueryOptions, sportsTarget } from '../../../lib/config/betting-config';
import { localeFromPath, localizePath } from '../../../lib/i18n/locale-path';
import { openModal } from '../../../lib/modals/modal-store';
import { hashAction } from './hash-actions';

/**
 * Acts on the URL hash: opens the modal it names, the chat, or the sports site, and then clears it after 1 s so
 * a reload does not open it again; any other hash scrolls smoothly to its element once that exists.
 */
export function useHashEffects(): void {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const { hash, pathname, search } = location;

  useEffect(() => {
    const action = hashAction(hash);
    if (!action) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let cancelled = false;
    const later = (callback: () => void, ms: number) => timers.push(setTimeout(callback, ms));
    const clearHash = () =>
      later(
        () => void navigate({ pathname, search, hash: '' }, { replace: true, preventScrollReset: true }),
        HASH_CLEAR_DELAY_MS,
      );

    switch (action.type) {
      case 'modal':
        openModal({ id: action.modal });
        clearHash();
        break;
      case 'chat':
        later(() => openModal({ id: 'support-chat' }), CHAT_HASH_DELAY_MS);
        clearHash();
        break;
      case 'sport': {
        // On a first visit the betting config is not loaded yet: its default address would send the player to
        // the wrong place, and the hash would be gone before the real one arrives.
        void queryClient.fetchQuery(bettingConfigQueryOptions()).then((betting) => {
          if (cancelled) return;
          const target = sportsTarget(betting, action.sub);
          if (/^https?:\/\//.test(target)) window.location.assign(target);
          else void navigate(localizePath(target, localeFromPath(pathname)), { replace: true });
        });
        break;
      }
      case 'scroll': {
        const startedAt = Date.now();
        const tryScroll = () => {
          const target = document.getElementById(action.targetId);
          if (target) {
            target.scrollIntoView({ behavior: 'smooth', block: 'start' });
            return;
          }
          if (Date.now() - startedAt < SCROLL_RETRY_MS) later(tryScroll, SCROLL_RETRY_STEP_MS);
        };
        tryScroll();
        break;
      }
    }
    return () => {
      cancelled = true;
      timers.forEach(clearTimeout);
    };
    // Only a new hash (or page) re-runs this: `search` is read for the cleared address, not a reason to act again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, pathname]);
}
