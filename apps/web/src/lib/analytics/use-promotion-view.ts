import { useEffect, type RefObject } from 'react';
import { markPromotionViewed, type Promotion } from './viewed-promotions';

/** Half of a banner on screen counts as seen, as ad viewability is usually measured. */
const SEEN_RATIO = 0.5;

/** Marks a banner as viewed once at least half of it has been on screen. */
export function usePromotionView(ref: RefObject<HTMLElement | null>, promotion: Promotion): void {
  const { promotion_id: id, promotion_name: name, creative_slot: slot } = promotion;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= SEEN_RATIO)) return;
        markPromotionViewed({ promotion_id: id, promotion_name: name, creative_slot: slot });
        observer.disconnect();
      },
      { threshold: SEEN_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, id, name, slot]);
}
