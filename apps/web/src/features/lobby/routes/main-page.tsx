import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { sendViewedPromotions } from '../../../lib/analytics/viewed-promotions';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMenuCategories } from '../api/get-menu-categories';
import { HeroBanner } from '../components/hero-banner';
import { LobbyRow, LobbyRowSkeleton } from '../components/lobby-row';
import { RecentWins } from '../components/recent-wins';
import { useCategoryTitle } from '../hooks/use-category-title';
import styles from './main-page.module.css';

/** The lobby: banner, live wins, then one row per category of the `menu-categories-games` config. */
export function MainPage() {
  const { t } = useTranslation();
  const categoryTitle = useCategoryTitle();
  const { data: menu, isPending, isError, refetch } = useMenuCategories();
  const categories = menu?.main ?? [];
  // Leaving main reports the banners seen there (platform-core §4).
  useEffect(() => () => sendViewedPromotions(), []);

  return (
    <div className={styles.page}>
      <title>{t('app.metaTitle')}</title>
      <HeroBanner />
      <RecentWins />
      {isPending ? (
        <>
          <LobbyRowSkeleton />
          <LobbyRowSkeleton />
        </>
      ) : isError ? (
        <EmptyState
          role="alert"
          icon="alert"
          title={t('catalog.errorTitle')}
          text={t('catalog.errorText')}
          actions={
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('catalog.retry')}
            </Button>
          }
        />
      ) : categories.length === 0 ? (
        <EmptyState title={t('catalog.emptyTitle')} text={t('catalog.emptyText')} />
      ) : (
        categories.map((category, index) => (
          <LobbyRow key={category} category={category} title={categoryTitle(category)} eager={index === 0} />
        ))
      )}
    </div>
  );
}
