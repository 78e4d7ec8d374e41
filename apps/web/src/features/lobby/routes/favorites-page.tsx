import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { favoriteGamesQueryOptions } from '../../../lib/games/favorites';
import { formatNumber } from '../../../lib/i18n/format';
import { useLocale, useLocalizedPath } from '../../../lib/i18n/use-locale';
import { openModal } from '../../../lib/modals/modal-store';
import { useSession } from '../../../lib/session/get-player';
import { GameGrid } from '../components/game-grid';
import styles from '../components/games-catalog.module.css';
import { TileSkeleton } from '../components/tile-skeleton';
import type { CatalogItem } from '../utils/catalog-items';

const SKELETON_TILES = 12;

/** `/favorite-games`: the player's hearted games, newest first; guests are asked to sign in. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const title = t('sections.favorites.name');

  return (
    <section className={styles.catalog} aria-labelledby="catalog-title" data-favorites-page="">
      <title>{t('app.pageTitle', { title })}</title>
      <div className={styles.head}>
        <h1 id="catalog-title" className={styles.title}>
          {title}
        </h1>
        {session.status === 'player' ? <FavoritesTotal /> : null}
      </div>
      {session.status === 'pending' ? (
        <Skeletons />
      ) : session.status === 'guest' ? (
        <EmptyState
          icon="heart"
          title={t('favorites.guestTitle')}
          text={t('favorites.guestText')}
          actions={
            <Button onClick={() => openModal({ id: 'login' })}>
              <Icon name="user" size={18} />
              {t('auth.logIn')}
            </Button>
          }
        />
      ) : (
        <FavoriteGames label={title} />
      )}
    </section>
  );
}

function Skeletons() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletonGrid} aria-busy="true" aria-label={t('app.loading')}>
      {Array.from({ length: SKELETON_TILES }, (_, index) => (
        <TileSkeleton key={index} />
      ))}
    </div>
  );
}

function FavoritesTotal() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useQuery(favoriteGamesQueryOptions());
  if (!data || data.length === 0) return null;
  return <p className={styles.total}>{t('catalog.gamesTotal', { total: formatNumber(data.length, locale) })}</p>;
}

function FavoriteGames({ label }: { label: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const list = useQuery(favoriteGamesQueryOptions());

  if (list.isPending) return <Skeletons />;
  if (list.isError) {
    return (
      <EmptyState
        role="alert"
        icon="alert"
        title={t('favorites.errorTitle')}
        text={t('catalog.errorText')}
        actions={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('catalog.retry')}
          </Button>
        }
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <EmptyState
        icon="heart"
        title={t('favorites.emptyTitle')}
        text={t('sections.favorites.text')}
        actions={
          <Link className={buttonClassName()} to={localize('/pokies')}>
            <Icon name="reels" size={18} />
            {t('favorites.browse')}
          </Link>
        }
      />
    );
  }
  // The server sends the oldest first; the page shows the newest first, as the reference's front end does.
  const items: CatalogItem[] = list.data.toReversed().map((game) => ({ kind: 'game', key: game.identifier, game }));
  return <GameGrid items={items} label={label} />;
}
