import { DEFAULT_LOCALE, LOCALES, messagesCacheBucket } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import html from '../../../index.html?raw';

describe('messages prefetch in index.html', () => {
  it('knows exactly the prefixed locales of the contracts', () => {
    const list = /var locales = \[([^\]]*)\]/.exec(html)?.[1] ?? '';
    const inline = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(inline).toEqual(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE));
  });

  it('asks for the same cache bucket as the app, or the app would throw the prefetched messages away', () => {
    const bucketMs = Number(/Math\.floor\(Date\.now\(\) \/ (\d+)\) \* \1;/.exec(html)?.[1]);
    expect(bucketMs).toBeGreaterThan(0);
    // Buckets of exactly this width: its first instant starts a new one, the instant before is still the first.
    expect(messagesCacheBucket(bucketMs)).toBe(bucketMs);
    expect(messagesCacheBucket(bucketMs - 1)).toBe(0);
  });
});
