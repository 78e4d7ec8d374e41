import type { Game } from '@casino/contracts';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { isCurrencyLocked } from '../../../lib/games/currency-lock';
import { openModal } from '../../../lib/modals/modal-store';
import { useSession } from '../../../lib/session/get-player';
import type { TileLabels } from '../hooks/use-tile-labels';
import { gamePlayPath } from '../utils/paths';
import styles from './game-tile.module.css';

type TilePlayActionsProps = { game: Game; labels: TileLabels; localize: (path: string) => string };

/**
 * The tile's overlay (engagement §4): a signed-in player whose fiat currency the game does not take sees the lock
 * and why, instead of a play button that could only be refused. Otherwise play and demo; a guest's play opens
 * registration rather than a game page that would ask for it anyway.
 */
export function TilePlayActions({ game, labels, localize }: TilePlayActionsProps) {
  const { status, player } = useSession();
  if (status === 'player' && isCurrencyLocked(game.currencies, player.currency)) {
    return (
      <div className={styles.overlay} data-locked="">
        <Icon name="lock" size={22} />
        <p className={styles.lockText}>{labels.currencyLocked(player.currency)}</p>
      </div>
    );
  }

  return (
    <div className={styles.overlay}>
      {status === 'guest' ? (
        <button
          type="button"
          className={styles.play}
          aria-label={labels.playLabel(game.title)}
          onClick={(event) => {
            // The cover under the button reveals the overlay on touch screens; this click is the button's own.
            event.stopPropagation();
            openModal({ id: 'sign-up' });
          }}
        >
          <Icon name="play" size={16} />
          {labels.play}
        </button>
      ) : (
        <Link
          className={styles.play}
          to={localize(gamePlayPath(game, 'real'))}
          aria-label={labels.playLabel(game.title)}
        >
          <Icon name="play" size={16} />
          {labels.play}
        </Link>
      )}
      {game.has_demo_mode ? (
        <Link
          className={styles.demo}
          to={localize(gamePlayPath(game, 'demo'))}
          aria-label={labels.demoLabel(game.title)}
        >
          {labels.demo}
        </Link>
      ) : null}
    </div>
  );
}
