import type { Game } from '@casino/contracts';
import { Icon } from '../../../components/ui/icon';
import { useFavoriteToggle } from '../../../lib/games/favorites';
import { showToast } from '../../../lib/toasts/toast-store';
import type { TileLabels } from '../hooks/use-tile-labels';
import styles from './game-tile.module.css';

type FavoriteButtonProps = { game: Game; labels: TileLabels };

/** The tile's heart: signed-in players only (the spec's tile offers it to logged-in users), one request at a time. */
export function FavoriteButton({ game, labels }: FavoriteButtonProps) {
  const favorite = useFavoriteToggle(game, () =>
    showToast('NOTIFICATIONS.SOMETHING_WENT_WRONG', { text: labels.favoriteFailed }),
  );
  if (!favorite.available) return null;
  return (
    <button
      type="button"
      className={styles.favorite}
      aria-pressed={favorite.isFavorite}
      aria-busy={favorite.pending || undefined}
      aria-label={favorite.isFavorite ? labels.removeFavorite(game.title) : labels.addFavorite(game.title)}
      title={favorite.isFavorite ? labels.removeFavorite(game.title) : labels.addFavorite(game.title)}
      data-favorite={favorite.isFavorite ? '' : undefined}
      onClick={(event) => {
        // The cover under the heart reveals the play buttons on touch screens; the heart is a click of its own.
        event.stopPropagation();
        favorite.toggle();
      }}
    >
      <Icon name="heart" size={18} />
    </button>
  );
}
