import { useParams } from 'react-router';
import { categoryFilter } from '../api/filter-games';
import { GamesCatalog } from '../components/games-catalog';
import { useCategoryTitle } from '../hooks/use-category-title';

/** `/categories/{slug}`: every game of one category. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const categoryTitle = useCategoryTitle();
  return (
    <GamesCatalog
      key={slug}
      title={categoryTitle(slug)}
      query={{ filter: categoryFilter([slug]) }}
      category={slug}
      withCashback={slug === 'live'}
    />
  );
}
