import type { Game } from '@casino/contracts';
import { memo, useId, useState } from 'react';
import type { TileLabels } from '../hooks/use-tile-labels';
import { FavoriteButton } from './favorite-button';
import styles from './game-tile.module.css';
import { TilePlayActions } from './tile-play-actions';

type GameTileProps = {
  game: Game;
  providerName: string;
  labels: TileLabels;
  localize: (path: string) => string;
  headingLevel?: 'h2' | 'h3';
  /** Tiles in the first screenful load eagerly; every other cover waits until it is scrolled near. */
  eager?: boolean;
};

const COVER_WIDTH = 300;
const COVER_HEIGHT = 400;

const revealsOnTap = () => window.matchMedia('(hover: none)').matches;

/**
 * Memoised on purpose: when a page of games is appended, the tiles already on screen receive the very same
 * props (query data keeps object identity) and are skipped by React.
 */
export const GameTile = memo(function GameTile({
  game,
  providerName,
  labels,
  localize,
  headingLevel: Heading = 'h3',
  eager = false,
}: GameTileProps) {
  const titleId = useId();
  const [revealed, setRevealed] = useState(false);

  return (
    <article className={styles.tile} aria-labelledby={titleId} data-revealed={revealed ? '' : undefined}>
      <div className={styles.media} onClick={() => revealsOnTap() && setRevealed((value) => !value)}>
        <img
          className={styles.cover}
          src={game.preview}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {game.badges.length > 0 ? (
          <ul className={styles.badges} aria-label={labels.badgesLabel}>
            {game.badges.map((badge) => (
              // The title shows the whole word where a narrow tile cuts it.
              <li key={badge.type} className={styles.badge} data-theme={badge.theme} title={labels.badge[badge.type]}>
                {labels.badge[badge.type]}
              </li>
            ))}
          </ul>
        ) : null}
        <TilePlayActions game={game} labels={labels} localize={localize} />
        <FavoriteButton game={game} labels={labels} />
      </div>
      <div className={styles.meta}>
        <Heading id={titleId} className={styles.title} title={game.title}>
          {game.title}
        </Heading>
        <p className={styles.provider}>{providerName}</p>
      </div>
    </article>
  );
});
