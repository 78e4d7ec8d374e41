import { useTranslation } from '../../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { categoryFilter, type GamesListQuery } from '../api/filter-games';
import { GamesCatalog } from '../components/games-catalog';
import { SubcategoryChips, type Section } from '../components/subcategory-chips';
import { useCategoryTitle } from '../hooks/use-category-title';

/**
 * `/pokies` and `/live` with their children: the section itself (curated order), `all` (A–Z) and a sub-category
 * (games in the section AND that category).
 */
function SectionPage({ section, fixedSlug }: { section: Section; fixedSlug?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const slug = fixedSlug ?? params.slug;
  const categoryTitle = useCategoryTitle();
  const sectionTitle = t(`categories.${section}`);

  let title = sectionTitle;
  let query: GamesListQuery = { filter: categoryFilter([section]) };
  if (slug === 'all') {
    title = section === 'pokies' ? t('catalog.allPokies') : t('catalog.allLive');
    query = { filter: categoryFilter([section]), sort: 'title' };
  } else if (slug) {
    title = categoryTitle(slug);
    query = { filter: categoryFilter([section, slug], 'AND') };
  }

  return (
    <GamesCatalog
      // A new list starts fresh: its own scroll trigger, no stale pages of the previous one.
      key={`${section}/${slug ?? ''}`}
      title={title}
      eyebrow={slug ? sectionTitle : undefined}
      query={query}
      category={slug && slug !== 'all' ? slug : section}
      withCashback={section === 'live'}
      filters={<SubcategoryChips section={section} active={slug} />}
    />
  );
}

export function PokiesPage() {
  return <SectionPage section="pokies" />;
}

/** `/slots`: every pokie, A–Z (engagement §2 "/slots (all)"). */
export function SlotsPage() {
  return <SectionPage section="pokies" fixedSlug="all" />;
}

export function LivePage() {
  return <SectionPage section="live" />;
}
