import { BombIcon, GemIcon } from './mine-icons';
import { tileState, type MinesView, type TileState } from './mines-choice';
import styles from './mines.module.css';

type MinesBoardProps = {
  readonly tiles: number;
  readonly view: MinesView | undefined;
  readonly interactive: boolean;
  readonly onReveal: (tile: number) => void;
  readonly labelFor: (tile: number, state: TileState) => string;
};

const STATE_CLASS: Record<TileState, string | undefined> = {
  hidden: undefined,
  safe: styles.safe,
  mine: styles.mine,
  'mine-unrevealed': styles.mineUnrevealed,
};

/** The 5×5 field: every tile a real button, named by its number and what it shows. */
export function MinesBoard({ tiles, view, interactive, onReveal, labelFor }: MinesBoardProps) {
  return (
    <div className={styles.grid}>
      {Array.from({ length: tiles }, (_, tile) => {
        const state = tileState(tile, view);
        return (
          <button
            key={tile}
            type="button"
            className={[styles.tile, STATE_CLASS[state]].filter(Boolean).join(' ')}
            disabled={!interactive || state !== 'hidden'}
            aria-label={labelFor(tile, state)}
            onClick={() => onReveal(tile)}
          >
            {state === 'safe' && <GemIcon className={styles.gem} />}
            {(state === 'mine' || state === 'mine-unrevealed') && <BombIcon className={styles.bomb} />}
          </button>
        );
      })}
    </div>
  );
}
