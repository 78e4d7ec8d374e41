import { useEffect } from 'react';

/** Feature flag "disable www": the site answers on its bare hostname only, so sessions are not split in two. */
export function useWwwRedirect(enabled: boolean): void {
  useEffect(() => {
    const { hostname, href } = window.location;
    if (!enabled || !hostname.startsWith('www.')) return;
    window.location.replace(href.replace(`//${hostname}`, `//${hostname.slice(4)}`));
  }, [enabled]);
}
