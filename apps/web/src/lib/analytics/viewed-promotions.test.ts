import { describe, expect, it, vi } from 'vitest';
import { pushAnalyticsEvent, type AnalyticsEvent } from './data-layer';
import { markPromotionViewed, sendViewedPromotions } from './viewed-promotions';

const hero = { promotion_id: 'welcome-offer', promotion_name: 'Welcome offer', creative_slot: 'main-hero' };
const wheel = { promotion_id: 'wheel', promotion_name: 'Prize wheel', creative_slot: 'main-row-2' };

describe('viewed promotions', () => {
  it('sends the banners seen on main once, each once, then forgets them', () => {
    const push = vi.fn();
    markPromotionViewed(hero);
    markPromotionViewed(wheel);
    markPromotionViewed(hero);
    sendViewedPromotions(push);
    expect(push).toHaveBeenCalledExactlyOnceWith({ event: 'view_promotion', ecommerce: { items: [hero, wheel] } });

    sendViewedPromotions(push);
    expect(push).toHaveBeenCalledOnce();
  });

  it('puts events on the data layer, except for bots', () => {
    const page: { dataLayer?: AnalyticsEvent[] } = {};
    pushAnalyticsEvent({ event: 'view_promotion' }, page as typeof globalThis, false);
    expect(page.dataLayer).toEqual([{ event: 'view_promotion' }]);

    const crawled: { dataLayer?: AnalyticsEvent[] } = {};
    pushAnalyticsEvent({ event: 'view_promotion' }, crawled as typeof globalThis, true);
    expect(crawled.dataLayer).toBeUndefined();
  });
});
