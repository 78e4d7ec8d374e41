import { LOBBY_ROW_SIZE, type GameDevice } from '@casino/contracts';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';
import { IconButton } from '../../../components/ui/icon-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { currentDevice } from '../../../lib/device';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { useGamesRow } from '../api/filter-games';
import { useNearScreen } from '../hooks/use-near-screen';
import { useProviderNames } from '../hooks/use-provider-names';
import { useTileLabels } from '../hooks/use-tile-labels';
import { categoryPath } from '@casino/contracts';
import { GameTile } from './game-tile';
import styles from './lobby-row.module.css';
import { TileSkeleton } from './tile-skeleton';

const CATEGORY_ICONS: Partial<Record<string, IconName>> = {
  top: 'trophy',
  new: 'sparkles',
  pokies: 'reels',
  live: 'live',
  table: 'grid',
  jackpots: 'gift',
};

const SKELETON_COUNT = 8;

/**
 * Tiles rendered before the player touches the row: what the screen shows, and one peeking in. A wide desktop shows
 * seven; a phone 3.1, a tablet 4.5. Each cover is an SVG document the browser builds on its main thread, so the
 * three a phone would never show cost it blocking time. The rest of the row mounts when the player scrolls it,
 * touches or hovers it, or moves focus into it, so the lobby's DOM stays small too.
 */
const FIRST_TILES: Readonly<Record<GameDevice, number>> = { desktop: 8, mobile: 5 };

/** From this width a row shows six or seven tiles (lobby-row.module.css): a "mobile" tablet there shows them all. */
const WIDE_ROW_QUERY = '(min-width: 1024px)';

/** Rows further down mount their tiles when they come within a screen of the viewport. */
const NEAR_MARGIN = '100% 0px';

const watchWideRow = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_ROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether a page drawn with a phone's tiles is on a tablet held wide, which has room for more: answered false while
 * the browser takes the server's drawing over, and then again only where the answer is true, so no other row (nor a
 * desktop's) draws again as the page is taken over. Turning the tablet answers again.
 */
function useWideTablet(firstTiles: number): boolean {
  return useSyncExternalStore(
    watchWideRow,
    () => firstTiles < FIRST_TILES.desktop && window.matchMedia(WIDE_ROW_QUERY).matches,
    () => false,
  );
}

type LobbyRowProps = { category: string; title: string; eager?: boolean };

/** One category row of the main page: at most LOBBY_ROW_SIZE games, scrolling sideways, with "See all". */
export function LobbyRow({ category, title, eager = false }: LobbyRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const localize = useLocalizedPath();
  const labels = useTileLabels();
  const providerNames = useProviderNames();
  const { data, isPending, isError, refetch } = useGamesRow(category);
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const [rowRef, near] = useNearScreen<HTMLElement>(NEAR_MARGIN, eager);
  const [expanded, setExpanded] = useState(false);
  const expand = () => {
    if (!expanded) setExpanded(true);
  };
  const firstTiles = FIRST_TILES[currentDevice()];
  const wideTablet = useWideTablet(firstTiles);

  if (data && data.data.length === 0) return null;
  const games = data?.data.slice(0, LOBBY_ROW_SIZE) ?? [];

  const scrollByPage = (direction: 1 | -1) => {
    const track = trackRef.current;
    track?.scrollBy({ left: direction * track.clientWidth * 0.85, behavior: 'smooth' });
  };
  const updateEdges = () => {
    expand();
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft < 8;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 8;
    if (atStart !== edges.atStart || atEnd !== edges.atEnd) setEdges({ atStart, atEnd });
  };

  return (
    <section ref={rowRef} className={styles.row} aria-labelledby={headingId} data-row={category}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          <span className={styles.titleIcon}>
            <Icon name={CATEGORY_ICONS[category] ?? 'flame'} size={18} />
          </span>
          {title}
        </h2>
        <div className={styles.scrollButtons}>
          <IconButton
            icon="chevron-left"
            size="sm"
            label={t('lobby.scrollBack', { category: title })}
            onClick={() => scrollByPage(-1)}
            disabled={edges.atStart}
          />
          <IconButton
            icon="chevron-right"
            size="sm"
            label={t('lobby.scrollForward', { category: title })}
            onClick={() => scrollByPage(1)}
            disabled={edges.atEnd}
          />
        </div>
        <Link
          className={styles.seeAll}
          to={localize(categoryPath(category))}
          aria-label={t('lobby.seeAllLabel', { category: title })}
        >
          {t('lobby.seeAll')}
          <Icon name="chevron-right" size={16} />
        </Link>
      </div>
      {isError ? (
        <div className={styles.error} role="alert">
          <Icon name="alert" />
          <span>{t('lobby.rowError')}</span>
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            {t('catalog.retry')}
          </Button>
        </div>
      ) : (
        <ul
          ref={trackRef}
          className={styles.track}
          onScroll={updateEdges}
          onFocus={expand}
          onPointerEnter={expand}
          aria-busy={isPending || !near}
          aria-label={title}
        >
          {isPending || !near
            ? // A far row holds one tile's height, so nothing below moves when its tiles mount.
              Array.from({ length: near ? SKELETON_COUNT : 1 }, (_, index) => (
                <li key={index} aria-hidden="true">
                  <TileSkeleton />
                </li>
              ))
            : games.slice(0, expanded || wideTablet ? games.length : firstTiles).map((game, index) => (
                <li
                  key={game.identifier}
                  data-game={game.identifier}
                  aria-setsize={games.length}
                  aria-posinset={index + 1}
                >
                  <GameTile
                    game={game}
                    providerName={providerNames.get(game.provider) ?? game.provider}
                    labels={labels}
                    localize={localize}
                    eager={eager && index < firstTiles}
                  />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

/** Placeholder row while the list of rows itself is loading. */
export function LobbyRowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      <div className={styles.head}>
        <Skeleton width={180} height={28} />
      </div>
      <ul className={styles.track}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <TileSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
