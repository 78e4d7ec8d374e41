/** The messages download index.html starts before the scripts load (see the inline script there). */
type MessagesPrefetch = { locale: string; bucket: number; messages: Promise<unknown> };

/**
 * The prefetched messages when they are for this locale and cache bucket, once; null otherwise (another
 * locale, a stale bucket, or the request failed), and the caller fetches them itself.
 */
export async function takePrefetchedMessages(locale: string, bucket: number): Promise<unknown> {
  const holder = window as { __messagesPrefetch?: MessagesPrefetch };
  const prefetch = holder.__messagesPrefetch;
  if (!prefetch || prefetch.locale !== locale || prefetch.bucket !== bucket) return null;
  holder.__messagesPrefetch = undefined;
  return prefetch.messages;
}
