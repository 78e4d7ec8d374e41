import { pushAnalyticsEvent } from './data-layer';

/** A promotion as analytics names it (GA4's promotion fields). */
export type Promotion = { promotion_id: string; promotion_name: string; creative_slot: string };

const viewed = new Map<string, Promotion>();

/** Remembers that a banner was seen on main; each banner counts once per visit of main. */
export function markPromotionViewed(promotion: Promotion): void {
  viewed.set(promotion.promotion_id, promotion);
}

/**
 * Leaving main sends one `view_promotion` event with the banners seen there, then forgets them (platform-core §4,
 * engagement §2). Nothing is sent when no banner was seen.
 */
export function sendViewedPromotions(push: typeof pushAnalyticsEvent = pushAnalyticsEvent): void {
  if (viewed.size === 0) return;
  push({ event: 'view_promotion', ecommerce: { items: [...viewed.values()] } });
  viewed.clear();
}
