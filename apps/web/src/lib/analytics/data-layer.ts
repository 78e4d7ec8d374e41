import { visitorIsBot } from '../bots';

export type AnalyticsEvent = { event: string } & Record<string, unknown>;

type WithDataLayer = typeof globalThis & { dataLayer?: AnalyticsEvent[] };

/**
 * Hands an event to the tag manager's `dataLayer`, the queue every tag manager reads (the spec names a tag manager
 * but not which; none is embedded here, so the queue simply waits for the operator's). Bots get no analytics
 * (platform-core §6).
 */
export function pushAnalyticsEvent(event: AnalyticsEvent, target: WithDataLayer = globalThis, bot = visitorIsBot) {
  if (bot) return;
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}
