import { GAME_CATEGORIES, type GameCategory } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCollections } from '../api/get-collections';

const isKnownCategory = (slug: string): slug is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(slug);

/** Known categories have translated titles; one the operator added later shows its catalogue title. */
export function useCategoryTitle(): (slug: string) => string {
  const { t } = useTranslation();
  const { data: collections } = useCollections();
  return (slug: string) => {
    if (isKnownCategory(slug)) return t(`categories.${slug}`);
    return collections?.find((collection) => collection.slug === slug)?.title ?? humanize(slug);
  };
}

/** "drops-and-wins" → "Drops and wins": the best guess for a category nobody has titled yet. */
function humanize(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
