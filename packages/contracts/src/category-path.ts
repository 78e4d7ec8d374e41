/**
 * Where a game category lives in the web app: pokies and live have pages of their own (platform-core §2), every
 * other category is under /categories. The API's category `url` and the web app's links both come from here.
 */
export function categoryPath(slug: string): string {
  if (slug === 'pokies' || slug === 'live') return `/${slug}`;
  return `/categories/${encodeURIComponent(slug)}`;
}
