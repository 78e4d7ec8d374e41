import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { stripLocalePrefix } from '../../../lib/i18n/locale-path';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { useCollections } from '../api/get-collections';
import { useCategoryTitle } from '../hooks/use-category-title';
import { categoryPath } from '@casino/contracts';
import styles from './category-chips.module.css';

/** The category bar under the header: every category that holds games, as chips. */
export function CategoryChips() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const currentPath = stripLocalePrefix(useLocation().pathname);
  const categoryTitle = useCategoryTitle();
  const { data: collections, isPending } = useCollections();

  return (
    <nav aria-label={t('nav.categories')}>
      <ul className={styles.chips}>
        {isPending
          ? Array.from({ length: 8 }, (_, index) => (
              <li key={index} className={styles.skeleton}>
                <Skeleton width={96} height={36} radius="var(--radius-pill)" />
              </li>
            ))
          : collections
              ?.filter((collection) => collection.games_count > 0)
              .map((collection) => {
                const path = categoryPath(collection.slug);
                return (
                  <li key={collection.id}>
                    <Link
                      className={styles.chip}
                      to={localize(path)}
                      aria-current={currentPath === path ? 'page' : undefined}
                    >
                      {categoryTitle(collection.slug)}
                    </Link>
                  </li>
                );
              })}
      </ul>
    </nav>
  );
}
