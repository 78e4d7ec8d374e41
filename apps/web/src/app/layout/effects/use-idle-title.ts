import { IDLE_TITLE_INTERVAL_MS } from '@casino/contracts';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * While the tab is in the background the title alternates every 2 s (platform-core §9), so a player with many
 * tabs sees where their game is; it is restored the moment they come back.
 */
export function useIdleTitle(): void {
  const { t } = useTranslation();
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let original = document.title;
    const messages = [t('idleTitle.first'), t('idleTitle.second')];
    const onVisibility = () => {
      if (document.hidden) {
        original = document.title;
        let index = 0;
        timer = setInterval(() => {
          document.title = index % 2 === 0 ? (messages[(index / 2) % messages.length] ?? original) : original;
          index += 1;
        }, IDLE_TITLE_INTERVAL_MS);
        return;
      }
      clearInterval(timer);
      document.title = original;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
    };
  }, [t]);
}
