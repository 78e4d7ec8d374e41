import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { formatNumber } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useGamesList, type GamesListQuery } from '../api/filter-games';
import { useLoadMore } from '../hooks/use-load-more';
import { buildCatalogItems } from '../utils/catalog-items';
import { GameGrid } from './game-grid';
import styles from './games-catalog.module.css';
import { SearchBox } from './search/search-box';
import { TileSkeleton } from './tile-skeleton';

type GamesCatalogProps = {
  title: string;
  eyebrow?: string;
  query: GamesListQuery;
  /** Decides the random card's place and the category it draws from. */
  category?: string;
  withCashback?: boolean;
  /** Sub-category chips and the like, between the heading and the grid. */
  filters?: ReactNode;
  /** A way forward when the list is empty. */
  emptyActions?: ReactNode;
};

const SKELETON_TILES = 18;

/** A category or provider page: heading, grid, and the next page as the player nears the bottom. */
export function GamesCatalog(props: GamesCatalogProps) {
  const { title, eyebrow, query, category, withCashback = false, filters, emptyActions } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useGamesList(query);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const canLoad = hasNextPage && !isFetchingNextPage && !list.isFetchNextPageError;
  const loadMore = () => {
    // At most one page in flight: a second call would cancel and restart the first.
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinelRef = useLoadMore({ canLoad, onLoadMore: loadMore });

  const pages = list.data?.pages ?? [];
  const items = buildCatalogItems(
    pages.map((page) => page.data),
    { category, withCashback },
  );
  const total = pages.at(-1)?.pagination.total_count ?? 0;
  const shown = items.filter((item) => item.kind === 'game').length;

  return (
    <section className={styles.catalog} aria-labelledby="catalog-title">
      <title>{t('app.pageTitle', { title })}</title>
      <div className={styles.head}>
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id="catalog-title" className={styles.title}>
            {title}
          </h1>
        </div>
        {list.isSuccess && total > 0 ? (
          <p className={styles.total}>{t('catalog.gamesTotal', { total: formatNumber(total, locale) })}</p>
        ) : null}
      </div>
      <div className={styles.phoneSearch}>
        <SearchBox variant="page" />
      </div>
      {filters}
      {list.isPending ? (
        <div className={styles.skeletonGrid} aria-busy="true" aria-label={t('app.loading')}>
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <TileSkeleton key={index} />
          ))}
        </div>
      ) : list.isError && pages.length === 0 ? (
        <EmptyState
          role="alert"
          icon="alert"
          title={t('catalog.errorTitle')}
          text={t('catalog.errorText')}
          actions={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('catalog.retry')}
            </Button>
          }
        />
      ) : shown === 0 ? (
        <EmptyState title={t('catalog.emptyTitle')} text={t('catalog.emptyText')} actions={emptyActions} />
      ) : (
        <GameGrid items={items} randomCategory={category} label={title} />
      )}
      {shown > 0 ? (
        <div className={styles.more}>
          <p className={styles.progressText}>
            {t('catalog.progress', { shown: formatNumber(shown, locale), total: formatNumber(total, locale) })}
          </p>
          <div className={styles.progress} aria-hidden="true">
            <div
              className={styles.progressBar}
              style={{ width: `${Math.min(100, (shown / Math.max(total, 1)) * 100)}%` }}
            />
          </div>
          {hasNextPage ? (
            <Button variant="secondary" size="lg" onClick={loadMore} disabled={isFetchingNextPage} data-load-more="">
              {isFetchingNextPage ? <Spinner size={16} /> : null}
              {isFetchingNextPage ? t('catalog.loadingMore') : t('catalog.loadMore')}
            </Button>
          ) : null}
          <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
        </div>
      ) : null}
    </section>
  );
}
