import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { categoryFilter } from '../api/filter-games';
import { useFilterOptions } from '../api/get-filter-options';
import { useCategoryTitle } from '../hooks/use-category-title';
import styles from './category-chips.module.css';

export type Section = 'pokies' | 'live';

type SubcategoryChipsProps = {
  section: Section;
  /** `undefined` for the section root, `all` for the A–Z list, otherwise a category slug. */
  active: string | undefined;
};

/** Filters within a section: the categories that hold games of this section, from the filter options call. */
export function SubcategoryChips({ section, active }: SubcategoryChipsProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const categoryTitle = useCategoryTitle();
  const { data } = useFilterOptions(categoryFilter([section]));
  const subcategories = (data?.categories ?? []).filter((option) => option.id !== section && option.games_count > 0);

  const chip = (key: string | undefined, path: string, label: string) => (
    <li key={key ?? 'root'}>
      <Link className={styles.chip} to={localize(path)} aria-current={active === key ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );

  return (
    <nav aria-label={t('catalog.subcategories')}>
      <ul className={styles.chips}>
        {chip(undefined, `/${section}`, t('catalog.all'))}
        {chip('all', `/${section}/all`, t('catalog.sortedAZ'))}
        {subcategories.map((option) => chip(option.id, `/${section}/${option.id}`, categoryTitle(option.id)))}
      </ul>
    </nav>
  );
}
