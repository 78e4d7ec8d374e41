import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { categoryFilter } from '../api/filter-games';
import { GamesCatalog } from '../components/games-catalog';
import { useCategoryTitle } from '../hooks/use-category-title';
import { categoryPath } from '@casino/contracts';
import { parseStartPage } from '../utils/paths';

/** `/categories/{slug}`, `/games/{slug}` and `/games/{slug}/{page}`: one category's games, optionally from a page. */
export function CategoryPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { slug = '', page } = useParams();
  const categoryTitle = useCategoryTitle();
  const startPage = parseStartPage(page);
  return (
    <GamesCatalog
      key={`${slug}/${startPage}`}
      title={categoryTitle(slug)}
      query={{ filter: categoryFilter([slug]), startPage }}
      category={slug}
      withCashback={slug === 'live'}
      // A bookmarked page can outlive the games that filled it; the first page is the way back.
      emptyActions={
        startPage > 1 ? (
          <Link className={buttonClassName({ variant: 'secondary' })} to={localize(categoryPath(slug))}>
            {t('catalog.firstPage')}
          </Link>
        ) : undefined
      }
    />
  );
}
